import React from 'react';
import Layout from '@theme/Layout';
import RequestDemoHero from '@site/src/components/RequestDemo/Hero';
import RequestDemoFormArea from '@site/src/components/RequestDemo/FormArea';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function RequestDemoPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <RequestDemoHero />
          <RequestDemoFormArea />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
