import React from 'react';
import Layout from '@theme/Layout';
import AgentsHero from '@site/src/components/Agents/Hero';
import AgentCards from '@site/src/components/Agents/AgentCards';
import Bundle from '@site/src/components/Agents/Bundle';
import CtaSection from '@site/src/components/shared/CtaSection';
import {agentCards, agentsSuite} from '@site/src/data/agents';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function AiAgentsPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <AgentsHero hero={agentsSuite.hero} />
          <AgentCards {...agentsSuite.cards} cards={agentCards} />
          <Bundle bundle={agentsSuite.bundle} />
          <CtaSection {...agentsSuite.cta} />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
