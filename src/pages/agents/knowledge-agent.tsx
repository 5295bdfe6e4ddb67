import React from 'react';
import AgentPage from '@site/src/components/AgentPage';

export default function KnowledgeAgentPage() {
  return <AgentPage id="knowledge-agent" />;
}
