import React from 'react';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
import styles from './ResultFigure.module.css';

type Result = CaseStudyFrontMatter['results'][number];

/** One result as "before → after" with its improvement; the arrow is read as "to". */
export default function ResultFigure({result, compact = false}: {result: Result; compact?: boolean}) {
  return (
    <div className={compact ? styles.compact : styles.result}>
      <dt className={styles.metric}>{result.metric}</dt>
      <dd className={styles.change}>
        <span className={styles.before}>{result.before}</span>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <span className="sr-only"> to </span>
        <span className={styles.after}>{result.after}</span>
      </dd>
      <dd className={styles.improvement}>{result.improvement}</dd>
    </div>
  );
}
