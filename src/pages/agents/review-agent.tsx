import React from 'react';
import AgentPage from '@site/src/components/AgentPage';

export default function ReviewAgentPage() {
  return <AgentPage id="review-agent" />;
}
