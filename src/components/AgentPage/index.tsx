import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import Results from '@site/src/components/shared/Results';
import Setup from '@site/src/components/shared/Setup';
import FaqSection from '@site/src/components/shared/FaqSection';
import CtaSection from '@site/src/components/shared/CtaSection';
import {agentLabels, agentOffers, agentPages} from '@site/src/data/agents';
import type {AgentId} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import AgentHero from './Hero';
import Scenarios from './Scenarios';
import Features from './Features';
import Roi from './Roi';

/** One agent page: hero, scenarios, features, results, ROI, steps, FAQ and calls to action. */
export default function AgentPage({id}: {id: AgentId}) {
  const agent = useLocalized(agentPages)[id];
  const offer = useLocalized(agentOffers)[id];
  const labels = useLocalized(agentLabels);
  return (
    <PageLayout>
      <AgentHero agent={agent} offer={offer} />
      <Scenarios scenarios={agent.scenarios} />
      <Features features={agent.features} />
      <Results id="results" {...agent.results} />
      <Roi roi={agent.roi} />
      <Setup id="implementation" title={agent.steps.title} steps={agent.steps.items} />
      <FaqSection id="faq" tone="alt" title={labels.faqTitle} items={agent.faq} />
      <CtaSection title={agent.cta.title} text={agent.cta.text} actions={[offer.trialAction, offer.demoAction]} />
    </PageLayout>
  );
}
