import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {ProductBotContent} from '@site/src/data/productBot';

export default function ProductBotHero({hero}: {hero: ProductBotContent['hero']}) {
  return <PageHero id="hero" glow="right" align="left" {...hero} />;
}
