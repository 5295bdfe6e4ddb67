import React from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogListPage';
import PageLayout from '@site/src/components/shared/PageLayout';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import FeedLinks from '@site/src/components/FeedLinks';
import {CHANGELOG_COPY} from '@site/src/data/helpCenter';
import EntryMeta from '../EntryMeta';
import {toChangelogSummary, type ChangelogSummary} from '../entries';
import styles from './styles.module.css';

function Entry({entry}: {entry: ChangelogSummary}) {
  return (
    <li className={styles.entry}>
      <article>
        <EntryMeta date={entry.date} kind={entry.kind} area={entry.area} />
        <h3 className={styles.entryTitle}>
          <Link to={entry.permalink}>{entry.title}</Link>
        </h3>
        <p className={styles.description}>{entry.description}</p>
        <ul className={styles.highlights}>
          {entry.highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.links}>
          <Link to={entry.permalink}>
            {CHANGELOG_COPY.readMore}
            <span className="sr-only">: {entry.title}</span>
          </Link>
          {entry.docs && (
            <Link to={entry.docs}>
              {CHANGELOG_COPY.guideLink}
              <span className="sr-only"> for {entry.title}</span>
            </Link>
          )}
        </p>
      </article>
    </li>
  );
}

/** /changelog: every release note, newest first, with its feeds. */
export default function ChangelogListPage({items, metadata}: Props) {
  const entries = items.map(toChangelogSummary);
  return (
    <PageLayout title={metadata.blogTitle} description={metadata.blogDescription}>
      <Section tone="alt" className={styles.hero}>
        <SectionHeading
          as="h1"
          eyebrow={CHANGELOG_COPY.eyebrow}
          title={CHANGELOG_COPY.title}
          subtitle={CHANGELOG_COPY.subtitle}
        />
        <div className={styles.feeds}>
          <FeedLinks basePath="/changelog" label={CHANGELOG_COPY.feedsLabel} />
        </div>
      </Section>
      <Section aria-labelledby="changelog-list-title">
        <h2 id="changelog-list-title" className="sr-only">
          {CHANGELOG_COPY.listTitle}
        </h2>
        <ol className={styles.timeline}>
          {entries.map((entry) => (
            <Entry key={entry.permalink} entry={entry} />
          ))}
        </ol>
      </Section>
    </PageLayout>
  );
}
