import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import type {IntegrationsPage} from '@site/src/data/integrations';

type Props = Pick<IntegrationsPage, 'hero' | 'custom'>;

export default function IntegrationsHero({hero, custom}: Props) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      actions={[
        {label: hero.partnersAction, to: '#partners'},
        {label: custom.title, to: '#custom', variant: 'secondary'},
      ]}
    />
  );
}
