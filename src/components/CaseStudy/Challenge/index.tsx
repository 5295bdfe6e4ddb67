import React from 'react';
import Section from '@site/src/components/shared/Section';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import clsx from 'clsx';
import band from '../band.module.css';
import styles from './styles.module.css';

/** The Challenge: the situation and its four pain points. */
export default function Challenge({text, painPoints}: {text: string; painPoints: readonly string[]}) {
  return (
    <Section tone="alt" aria-labelledby="challenge-title">
      <div className={band.columns}>
        <div>
          <h2 id="challenge-title" className={clsx(band.title, band.titleClose)}>
            {CASE_STUDY_COPY.challengeTitle}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ul className={clsx(band.stack, styles.points)}>
          {painPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
