import React from 'react';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import type {NewsletterFrontMatter} from '@site/src/lib/collections/frontMatter';
import styles from './styles.module.css';

/** Client spotlight (front matter `spotlight`): a quote from a store in the panel. */
export default function Spotlight({spotlight}: {spotlight: NewsletterFrontMatter['spotlight']}) {
  return (
    <section aria-labelledby="client-spotlight-title" className={styles.spotlight}>
      <h2 id="client-spotlight-title" className={styles.title}>
        {NEWSLETTER_COPY.spotlightTitle}: {spotlight.companyName}
      </h2>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>“{spotlight.quote}”</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <strong>{spotlight.authorName}</strong>, {spotlight.authorTitle}
        </figcaption>
      </figure>
    </section>
  );
}
