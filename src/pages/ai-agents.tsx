import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import AgentsHero from '@site/src/components/Agents/Hero';
import AgentCards from '@site/src/components/Agents/AgentCards';
import Bundle from '@site/src/components/Agents/Bundle';
import CtaSection from '@site/src/components/shared/CtaSection';
import {agentCards, agentsSuite} from '@site/src/data/agents';

export default function AiAgentsPage() {
  return (
    <PageLayout>
      <AgentsHero hero={agentsSuite.hero} />
      <AgentCards {...agentsSuite.cards} cards={agentCards} />
      <Bundle bundle={agentsSuite.bundle} />
      <CtaSection {...agentsSuite.cta} />
    </PageLayout>
  );
}
