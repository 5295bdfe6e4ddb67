import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import Intro from '@site/src/components/Demo/Intro';
import SleepAidChat from '@site/src/components/Demo/SleepAidChat';
import ProductCarousel from '@site/src/components/Demo/ProductCarousel';
import WaitlistCta from '@site/src/components/Demo/WaitlistCta';

export default function DemoPage() {
  const {meta} = useLocalized(DEMO_COPY).page;
  return (
    <PageLayout title={meta.title} description={meta.description}>
      <Intro />
      <SleepAidChat />
      <ProductCarousel />
      <WaitlistCta />
    </PageLayout>
  );
}
