import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {HowItWorksContent} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

export default function HowItWorksHero({hero}: {hero: HowItWorksContent['hero']}) {
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <SectionHeading as="h1" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <div className={styles.actions}>
        {hero.actions.map((action) => (
          <ActionLink key={action.label} {...action} />
        ))}
      </div>
    </Section>
  );
}
