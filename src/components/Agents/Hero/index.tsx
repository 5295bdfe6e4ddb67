import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import type {agentsSuite} from '@site/src/data/agents';
import styles from './styles.module.css';

export default function AgentsHero({hero}: {hero: (typeof agentsSuite)['hero']}) {
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <SectionHeading as="h1" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
    </Section>
  );
}
