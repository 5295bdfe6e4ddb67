import React from 'react';
import Section from '@site/src/components/shared/Section';
import Faq, {type FaqItem} from '@site/src/components/shared/Faq';
import styles from './styles.module.css';

/** The FAQ block of a post or case study (shared accordion), in the reading column's width. */
export default function PostFaq({title, items}: {title: string; items: readonly FaqItem[]}) {
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="post-faq-title" className={styles.faq}>
      <div className={styles.column}>
        <h2 id="post-faq-title" className={styles.title}>
          {title}
        </h2>
        <Faq items={items} />
      </div>
    </Section>
  );
}
