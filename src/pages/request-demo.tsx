import React from 'react';
import Layout from '@theme/Layout';
import RequestDemoHero from '@site/src/components/RequestDemo/Hero';
import RequestDemoFormArea from '@site/src/components/RequestDemo/FormArea';

export default function RequestDemoPage() {
  return (
    <Layout>
      <main>
        <RequestDemoHero />
        <RequestDemoFormArea />
      </main>
    </Layout>
  );
}
