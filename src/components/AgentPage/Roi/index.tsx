import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import type {AgentPageContent} from '@site/src/data/agents';
import styles from './styles.module.css';

export default function Roi({roi}: {roi: AgentPageContent['roi']}) {
  return (
    <Section id="roi" tone="alt" aria-labelledby="roi-title">
      <SectionHeading id="roi-title" title={roi.title} subtitle={roi.subtitle} />
      <div className={styles.panel}>
        <dl className={styles.lines}>
          {roi.lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>{roi.total.label}</dt>
            <dd>{roi.total.value}</dd>
          </div>
        </dl>
        <p className={styles.note}>{roi.note}</p>
      </div>
    </Section>
  );
}
