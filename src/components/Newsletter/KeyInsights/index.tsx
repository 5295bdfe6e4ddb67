import React from 'react';
import clsx from 'clsx';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import type {NewsletterFrontMatter} from '@site/src/lib/collections/frontMatter';
import styles from './styles.module.css';

/** The Key Insights strip (front matter `keyInsights`), shown only when an issue has some. */
export default function KeyInsights({insights}: {insights: NewsletterFrontMatter['keyInsights']}) {
  if (insights.length === 0) return null;
  return (
    <section aria-labelledby="key-insights-title" className={styles.strip}>
      <h2 id="key-insights-title" className={styles.title}>
        {NEWSLETTER_COPY.insightsTitle}
      </h2>
      <ul className={styles.list}>
        {insights.map((insight) => (
          <li key={insight.description} className={clsx(styles.insight, styles[insight.color])}>
            <strong className={styles.value}>{insight.value}</strong>
            <span>{insight.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
