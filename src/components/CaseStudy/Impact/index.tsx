import React from 'react';
import Section from '@site/src/components/shared/Section';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
import clsx from 'clsx';
import band from '../band.module.css';
import styles from './styles.module.css';

type Props = Pick<CaseStudyFrontMatter, 'results' | 'quote'>;

/** Results and Impact: what each figure means, and the client's own words. */
export default function Impact({results, quote}: Props) {
  return (
    <Section tone="alt" aria-labelledby="impact-title">
      <h2 id="impact-title" className={band.title}>
        {CASE_STUDY_COPY.impactTitle}
      </h2>
      <div className={clsx(band.columns, styles.columns)}>
        <ul className={clsx(band.stack, styles.results)}>
          {results.map((result) => (
            <li key={result.metric}>
              <strong>
                {result.metric}: {result.before} → {result.after} ({result.improvement})
              </strong>
              <p>{result.description}</p>
            </li>
          ))}
        </ul>
        <figure className={styles.quote}>
          <blockquote>
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption>
            <strong>{quote.author}</strong>
            <span>{quote.role}</span>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
