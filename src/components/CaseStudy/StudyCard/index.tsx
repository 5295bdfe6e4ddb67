import React from 'react';
import EntryCard, {
  EntryCardActions,
  EntryCardText,
  EntryCardTitle,
  ReadMore,
} from '@site/src/components/shared/EntryCard';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import ResultFigure from '../ResultFigure';
import type {StudySummary} from '../studies';
import styles from './styles.module.css';

/** A case-study card: image, client and place, title, text, the headline result and a link. */
export default function StudyCard({study}: {study: StudySummary}) {
  const headline = study.results[0];
  return (
    <EntryCard image={study.image}>
      <p className={styles.client}>
        {study.client} · {study.location}
      </p>
      <EntryCardTitle to={study.permalink}>{study.title}</EntryCardTitle>
      <EntryCardText>{study.description}</EntryCardText>
      {headline && (
        <dl className={styles.result}>
          <ResultFigure result={headline} compact />
        </dl>
      )}
      <EntryCardActions>
        <ReadMore to={study.permalink} label={CASE_STUDY_COPY.readStudy} name={`: ${study.title}`} />
      </EntryCardActions>
    </EntryCard>
  );
}
