import React from 'react';
import Layout from '@theme/Layout';
import AgentPage from '@site/src/components/AgentPage';

export default function LoyaltyAgentPage() {
  return (
    <Layout>
      <AgentPage id="loyalty-agent" />
    </Layout>
  );
}
