import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import AgentsHero from '@site/src/components/Agents/Hero';
import AgentCards from '@site/src/components/Agents/AgentCards';
import Bundle from '@site/src/components/Agents/Bundle';
import CtaSection from '@site/src/components/shared/CtaSection';
import {agentCards, agentsSuite} from '@site/src/data/agents';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function AiAgentsPage() {
  const suite = useLocalized(agentsSuite);
  const cards = useLocalized(agentCards);
  return (
    <PageLayout>
      <AgentsHero hero={suite.hero} />
      <AgentCards {...suite.cards} cards={cards} />
      <Bundle bundle={suite.bundle} />
      <CtaSection {...suite.cta} />
    </PageLayout>
  );
}
