import React from 'react';
import Layout from '@theme/Layout';
import AgentPage from '@site/src/components/AgentPage';

export default function UpsellAgentPage() {
  return (
    <Layout>
      <AgentPage id="upsell-agent" />
    </Layout>
  );
}
