import React from 'react';
import Section from '@site/src/components/shared/Section';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

/** The Challenge: the situation and its four pain points. */
export default function Challenge({text, painPoints}: {text: string; painPoints: readonly string[]}) {
  return (
    <Section tone="alt" aria-labelledby="challenge-title">
      <div className={styles.grid}>
        <div>
          <h2 id="challenge-title" className={styles.title}>
            {CASE_STUDY_COPY.challengeTitle}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ul className={styles.points}>
          {painPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
