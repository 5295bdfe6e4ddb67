import React from 'react';
import AgentPage from '@site/src/components/AgentPage';

export default function UpsellAgentPage() {
  return <AgentPage id="upsell-agent" />;
}
