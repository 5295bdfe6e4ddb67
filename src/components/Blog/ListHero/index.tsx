import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import FeedLinks from '@site/src/components/FeedLinks';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

export default function ListHero() {
  return (
    <Section tone="alt" className={styles.hero}>
      <SectionHeading as="h1" eyebrow={BLOG_COPY.eyebrow} title={BLOG_COPY.title} subtitle={BLOG_COPY.subtitle} />
      <div className={styles.aside}>
        <p className={styles.stat}>
          <strong className={styles.statValue}>{BLOG_COPY.stat.value}</strong> {BLOG_COPY.stat.label}
        </p>
        <FeedLinks basePath="/blog" label={BLOG_COPY.feedsLabel} />
      </div>
    </Section>
  );
}
