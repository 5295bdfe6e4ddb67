import React from 'react';
import PageHero, {HeroPoint, HeroPoints} from '@site/src/components/shared/PageHero';
import Icon from '@site/src/components/shared/Icon';
import type {PricingContent} from '@site/src/data/pricing';

export default function PricingHero({hero}: {hero: PricingContent['hero']}) {
  return (
    <PageHero id="hero" glow="right" {...hero}>
      <HeroPoints label={hero.badgesLabel}>
        {hero.badges.map((badge) => (
          <HeroPoint key={badge}>
            <Icon name="check" size={16} /> {badge}
          </HeroPoint>
        ))}
      </HeroPoints>
    </PageHero>
  );
}
