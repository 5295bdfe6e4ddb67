import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {AgentsSuite} from '@site/src/data/agents';

export default function AgentsHero({hero}: {hero: AgentsSuite['hero']}) {
  return <PageHero id="hero" glow="right" {...hero} />;
}
