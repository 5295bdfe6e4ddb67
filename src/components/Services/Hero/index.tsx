import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink, {type Action} from '@site/src/components/shared/ActionLink';
import type {ServiceHero as Hero} from '@site/src/data/services';
import styles from './styles.module.css';

type Props = {hero: Hero; actions: readonly Action[]};

/** Service page hero: h1, one paragraph, three quick points and the main actions. */
export default function ServiceHero({hero, actions}: Props) {
  return (
    <Section tone="brand">
      <p className={styles.eyebrow}>{hero.eyebrow}</p>
      <h1 className={styles.title}>{hero.title}</h1>
      <p className={styles.subtitle}>{hero.subtitle}</p>
      <ul className={styles.points}>
        {hero.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <ActionLink key={action.label} {...action} variant={index === 0 ? 'ghost' : 'secondary'} className={index === 0 ? undefined : styles.secondary} />
        ))}
      </div>
    </Section>
  );
}
