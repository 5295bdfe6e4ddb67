import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StatRow from '@site/src/components/shared/StatRow';
import type {AboutContent} from '@site/src/data/about';
import styles from './styles.module.css';

export default function AboutHero({hero}: {hero: AboutContent['hero']}) {
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <SectionHeading as="h1" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <StatRow stats={hero.stats} className={styles.stats} />
    </Section>
  );
}
