import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {AboutContent} from '@site/src/data/about';

export default function AboutHero({hero}: {hero: AboutContent['hero']}) {
  return <PageHero id="hero" glow="left" {...hero} />;
}
