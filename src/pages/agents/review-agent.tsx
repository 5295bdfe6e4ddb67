import React from 'react';
import Layout from '@theme/Layout';
import AgentPage from '@site/src/components/AgentPage';

export default function ReviewAgentPage() {
  return (
    <Layout>
      <AgentPage id="review-agent" />
    </Layout>
  );
}
