import React from 'react';
import Link from '@docusaurus/Link';
import EntryCard from '@site/src/components/shared/EntryCard';
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
      <h3 className={styles.title}>
        <Link to={study.permalink}>{study.title}</Link>
      </h3>
      <p className={styles.description}>{study.description}</p>
      {headline && (
        <dl className={styles.result}>
          <ResultFigure result={headline} compact />
        </dl>
      )}
      <Link to={study.permalink} className={styles.read}>
        {CASE_STUDY_COPY.readStudy}
        <span className="sr-only">: {study.title}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </EntryCard>
  );
}
