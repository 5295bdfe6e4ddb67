import React from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogListPage';
import PageLayout from '@site/src/components/shared/PageLayout';
import Section from '@site/src/components/shared/Section';
import {EntryGrid} from '@site/src/components/shared/EntryList';
import {CONTENT} from '@site/src/data/constants';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import ArchiveHero from '../ArchiveHero';
import FeaturedIssue from '../FeaturedIssue';
import IssueCard from '../IssueCard';
import TrustReasons from '../TrustReasons';
import {toIssueSummary} from '../issues';
import styles from './styles.module.css';

/** /newsletters: hero stats, the featured latest issue, the archive grid and why to subscribe. */
export default function NewsletterArchivePage({items}: Props) {
  const issues = items.map(toIssueSummary);
  const featured = issues.find((issue) => issue.featured) ?? issues[0];
  const grid = issues.slice(0, CONTENT.newsletterArchiveCount);
  const older = issues.slice(CONTENT.newsletterArchiveCount);
  return (
    <PageLayout>
      <ArchiveHero />
      {featured && <FeaturedIssue issue={featured} />}
      <Section tone="alt" aria-labelledby="newsletter-archive-title">
        <h2 id="newsletter-archive-title" className={styles.title}>
          {NEWSLETTER_COPY.archiveTitle}
        </h2>
        <p className={styles.subtitle}>{NEWSLETTER_COPY.archiveSubtitle}</p>
        <EntryGrid min={300} fill>
          {grid.map((issue) => (
            <li key={issue.permalink}>
              <IssueCard issue={issue} />
            </li>
          ))}
        </EntryGrid>
        {older.length > 0 && (
          <>
            <h3 className={styles.olderTitle}>{NEWSLETTER_COPY.olderTitle}</h3>
            <ul className={styles.older}>
              {older.map((issue) => (
                <li key={issue.permalink}>
                  <Link to={issue.permalink}>
                    Issue {issue.issueNumber}: {issue.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <TrustReasons />
    </PageLayout>
  );
}
