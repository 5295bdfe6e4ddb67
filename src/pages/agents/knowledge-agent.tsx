import React from 'react';
import Layout from '@theme/Layout';
import AgentPage from '@site/src/components/AgentPage';

export default function KnowledgeAgentPage() {
  return (
    <Layout>
      <AgentPage id="knowledge-agent" />
    </Layout>
  );
}
