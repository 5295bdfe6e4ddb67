import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import RequestDemoHero from '@site/src/components/RequestDemo/Hero';
import RequestDemoFormArea from '@site/src/components/RequestDemo/FormArea';

export default function RequestDemoPage() {
  return (
    <PageLayout>
      <RequestDemoHero />
      <RequestDemoFormArea />
    </PageLayout>
  );
}
