import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {agentsSuite} from '@site/src/data/agents';

export default function AgentsHero({hero}: {hero: (typeof agentsSuite)['hero']}) {
  return <PageHero id="hero" glow="right" {...hero} />;
}
