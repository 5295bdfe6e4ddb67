import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import Icon from '@site/src/components/shared/Icon';
import type {PricingContent} from '@site/src/data/pricing';
import styles from './styles.module.css';

export default function PricingHero({hero}: {hero: PricingContent['hero']}) {
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <SectionHeading as="h1" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <ul className={styles.badges} aria-label="Included with every plan">
        {hero.badges.map((badge) => (
          <li key={badge} className={styles.badge}>
            <Icon name="check" size={16} /> {badge}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {hero.actions.map((action) => (
          <ActionLink key={action.label} {...action} />
        ))}
      </div>
    </Section>
  );
}
