import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {HowItWorksContent} from '@site/src/data/howItWorks';

export default function HowItWorksHero({hero}: {hero: HowItWorksContent['hero']}) {
  return <PageHero id="hero" glow="left" {...hero} />;
}
