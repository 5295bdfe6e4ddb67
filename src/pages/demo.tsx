import React from 'react';
import Layout from '@theme/Layout';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import Intro from '@site/src/components/Demo/Intro';
import SleepAidChat from '@site/src/components/Demo/SleepAidChat';
import ProductCarousel from '@site/src/components/Demo/ProductCarousel';
import WaitlistCta from '@site/src/components/Demo/WaitlistCta';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function DemoPage() {
  return (
    <Layout title={DEMO_COPY.page.meta.title} description={DEMO_COPY.page.meta.description}>
      <main>
        <HydrateInPieces>
          <Intro />
          <SleepAidChat />
          <ProductCarousel />
          <WaitlistCta />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
