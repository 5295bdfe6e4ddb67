import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import Intro from '@site/src/components/Demo/Intro';
import SleepAidChat from '@site/src/components/Demo/SleepAidChat';
import ProductCarousel from '@site/src/components/Demo/ProductCarousel';
import WaitlistCta from '@site/src/components/Demo/WaitlistCta';

export default function DemoPage() {
  return (
    <PageLayout title={DEMO_COPY.page.meta.title} description={DEMO_COPY.page.meta.description}>
      <Intro />
      <SleepAidChat />
      <ProductCarousel />
      <WaitlistCta />
    </PageLayout>
  );
}
