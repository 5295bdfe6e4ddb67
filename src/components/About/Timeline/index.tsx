import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import type {AboutContent} from '@site/src/data/about';
import styles from './styles.module.css';

export default function Timeline({timeline}: {timeline: AboutContent['timeline']}) {
  return (
    <Section id="timeline" tone="alt" aria-labelledby="timeline-title">
      <SectionHeading id="timeline-title" title={timeline.title} subtitle={timeline.subtitle} />
      <ol className={styles.list}>
        {timeline.entries.map((entry) => (
          <li key={entry.year} className={styles.entry}>
            <span className={styles.year}>{entry.year}</span>
            <div className={styles.body}>
              <h3 className={styles.title}>{entry.title}</h3>
              <p className={styles.text}>{entry.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
