import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import ResultFigure from '../ResultFigure';
import type {StudySummary} from '../studies';
import styles from './styles.module.css';

export default function FeaturedStudy({study}: {study: StudySummary}) {
  return (
    <Section aria-labelledby="featured-study-title">
      <article className={styles.featured}>
        <FallbackImage src={study.image} alt="" width={1200} height={630} className={styles.image} />
        <div className={styles.body}>
          <p className={styles.label}>{CASE_STUDY_COPY.featuredLabel}</p>
          <h2 id="featured-study-title" className={styles.title}>
            {study.title}
          </h2>
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
            <span className={styles.srOnly}>: {study.title}</span>
          </ActionLink>
        </div>
      </article>
    </Section>
  );
}
