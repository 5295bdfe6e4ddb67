import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StatRow from '@site/src/components/shared/StatRow';
import FeedLinks from '@site/src/components/FeedLinks';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

export default function ArchiveHero() {
  return (
    <Section tone="alt" className={styles.hero}>
      <SectionHeading
        as="h1"
        eyebrow={NEWSLETTER_COPY.eyebrow}
        title={NEWSLETTER_COPY.title}
        subtitle={NEWSLETTER_COPY.subtitle}
      />
      <StatRow stats={NEWSLETTER_COPY.stats} className={styles.stats} />
      <div className={styles.feeds}>
        <FeedLinks basePath="/newsletters" label={NEWSLETTER_COPY.feedsLabel} />
      </div>
    </Section>
  );
}
