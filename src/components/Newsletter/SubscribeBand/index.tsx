import React from 'react';
import Section from '@site/src/components/shared/Section';
import NewsletterSubscribe from '@site/src/components/forms/NewsletterSubscribe';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

/** The subscribe band under an issue; the form itself is the shared NewsletterSubscribe. */
export default function SubscribeBand({source}: {source: string}) {
  const {title, text, note} = NEWSLETTER_COPY.subscribe;
  return (
    <Section tone="brand" aria-labelledby="subscribe-band-title" className={styles.band}>
      <div className={styles.inner}>
        <h2 id="subscribe-band-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.form}>
          <NewsletterSubscribe source={source} />
        </div>
        <p className={styles.note}>{note}</p>
      </div>
    </Section>
  );
}
