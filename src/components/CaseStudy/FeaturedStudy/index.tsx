import React from 'react';
import ActionLink from '@site/src/components/shared/ActionLink';
import FeaturedEntry from '@site/src/components/shared/FeaturedEntry';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import ResultFigure from '../ResultFigure';
import type {StudySummary} from '../studies';
import styles from './styles.module.css';

export default function FeaturedStudy({study}: {study: StudySummary}) {
  return (
    <FeaturedEntry
      titleId="featured-study-title"
      label={CASE_STUDY_COPY.featuredLabel}
      title={study.title}
      image={study.image}>
      <p className={styles.client}>
        {study.client} · {study.location} · {study.timeline}
      </p>
      <p className={styles.description}>{study.description}</p>
      <dl className={styles.results}>
        {study.results.map((result) => (
          <ResultFigure key={result.metric} result={result} compact />
        ))}
      </dl>
      <ActionLink label={CASE_STUDY_COPY.readStudy} to={study.permalink} className={styles.action}>
        {CASE_STUDY_COPY.readStudy}
        <span className="sr-only">: {study.title}</span>
      </ActionLink>
    </FeaturedEntry>
  );
}
