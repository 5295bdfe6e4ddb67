import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import AnimatedCounter from '@site/src/components/AnimatedCounter';
import {waitlistCounters} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** Three headline results that count up when they come into view. */
export default function WaitlistCounters() {
  const copy = useLocalized(waitlistCounters);
  return (
    <Section id="results">
      <SectionHeading title={copy.title} />
      <ul className={styles.list}>
        {copy.items.map((item) => (
          <li key={item.label}>
            <AnimatedCounter figure={item.figure} label={item.label} description={item.description} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
