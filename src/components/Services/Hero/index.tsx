import React from 'react';
import PageHero, {HeroPoint, HeroPoints} from '@site/src/components/shared/PageHero';
import type {Action} from '@site/src/components/shared/ActionLink';
import type {ServiceHero as Hero} from '@site/src/data/services';

type Props = {hero: Hero; actions: readonly Action[]};

/** Service page hero: h1, one paragraph, three quick points and the main actions (the first one lime, the rest outlined). */
export default function ServiceHero({hero, actions}: Props) {
  return (
    <PageHero
      tone="brand"
      align="left"
      eyebrow={hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      actions={actions.map((action, index) => ({...action, variant: index === 0 ? 'ghost' : 'secondary'}))}>
      <HeroPoints>
        {hero.points.map((point) => (
          <HeroPoint key={point}>{point}</HeroPoint>
        ))}
      </HeroPoints>
    </PageHero>
  );
}
