import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import type {ServiceStep} from '@site/src/data/services';
import styles from './styles.module.css';

type Props = {id: string; title: string; subtitle: string; items: readonly ServiceStep[]; tone?: 'default' | 'alt'};

/** Numbered steps, as an ordered list. */
export default function ServiceSteps({id, title, subtitle, items, tone = 'alt'}: Props) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading title={title} subtitle={subtitle} />
      <ol className={styles.steps}>
        {items.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
