import React from 'react';
import Layout from '@theme/Layout';
import AgentPage from '@site/src/components/AgentPage';

export default function AdaWidgetPage() {
  return (
    <Layout>
      <AgentPage id="ada-widget" />
    </Layout>
  );
}
