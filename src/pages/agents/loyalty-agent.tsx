import React from 'react';
import AgentPage from '@site/src/components/AgentPage';

export default function LoyaltyAgentPage() {
  return <AgentPage id="loyalty-agent" />;
}
