import React from 'react';
import Link from '@docusaurus/Link';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import ResultFigure from '../ResultFigure';
import type {StudySummary} from '../studies';
import styles from './styles.module.css';

/** A case-study card: image, client and place, title, text, the headline result and a link. */
export default function StudyCard({study}: {study: StudySummary}) {
  const headline = study.results[0];
  return (
    <article className={styles.card}>
      <FallbackImage src={study.image} alt="" width={1200} height={630} className={styles.image} loading="lazy" decoding="async" />
      <div className={styles.body}>
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
          <span className={styles.srOnly}>: {study.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
