import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {integrationsPage} from '@site/src/data/integrations';

export default function IntegrationsHero() {
  const {hero, custom} = integrationsPage;
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
