import React from 'react';
import Section from '@site/src/components/shared/Section';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
import ResultFigure from '../ResultFigure';
import band from '../band.module.css';
import styles from './styles.module.css';

/** Results summary: each metric before → after, with its improvement. */
export default function ResultsSummary({results}: {results: CaseStudyFrontMatter['results']}) {
  return (
    <Section aria-labelledby="results-summary-title">
      <h2 id="results-summary-title" className={band.title}>
        {CASE_STUDY_COPY.resultsTitle}
      </h2>
      <dl className={styles.grid}>
        {results.map((result) => (
          <ResultFigure key={result.metric} result={result} />
        ))}
      </dl>
    </Section>
  );
}
