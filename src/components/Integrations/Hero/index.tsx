import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {integrationsPage} from '@site/src/data/integrations';
import styles from './styles.module.css';

export default function IntegrationsHero() {
  const {hero, custom} = integrationsPage;
  return (
    <Section tone="alt">
      <SectionHeading as="h1" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <div className={styles.actions}>
        <ActionLink label={hero.partnersAction} to="#partners" />
        <ActionLink label={custom.title} to="#custom" variant="secondary" />
      </div>
    </Section>
  );
}
