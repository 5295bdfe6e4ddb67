import React from 'react';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import type {NewsletterFrontMatter} from '@site/src/lib/collections/frontMatter';
import styles from './styles.module.css';

/** The headline figures (front matter `metrics`). */
export default function MetricsPanel({metrics}: {metrics: NewsletterFrontMatter['metrics']}) {
  return (
    <section aria-labelledby="issue-metrics-title" className={styles.panel}>
      <h2 id="issue-metrics-title" className={styles.title}>
        {NEWSLETTER_COPY.metricsTitle}
      </h2>
      <dl className={styles.metrics}>
        {metrics.map((metric) => (
          <div key={metric.label} className={styles.metric}>
            <dt>{metric.label}</dt>
            <dd>{metric.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
