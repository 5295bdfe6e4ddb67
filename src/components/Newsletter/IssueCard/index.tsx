import React from 'react';
import Link from '@docusaurus/Link';
import EntryCard from '@site/src/components/shared/EntryCard';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import {formatDisplayDate, isoDay, topicTags} from '@site/src/lib/collectionPages';
import DownloadPdfLink from '../DownloadPdf';
import type {IssueSummary} from '../issues';
import styles from './styles.module.css';

/** An archive card: the first two topics plus '+N more', Read Issue and the download icon button. */
export default function IssueCard({issue}: {issue: IssueSummary}) {
  const {shown, more} = topicTags(issue.topics);
  return (
    <EntryCard image={issue.image}>
      <p className={styles.meta}>
        <span className={styles.number}>Issue #{issue.issueNumber}</span>
        <span>
          <time dateTime={isoDay(issue.date)}>{formatDisplayDate(issue.date)}</time> · {issue.readTime}
        </span>
      </p>
      <h3 className={styles.title}>
        <Link to={issue.permalink}>{issue.title}</Link>
      </h3>
      <ul className={styles.topics} aria-label="Topics">
        {shown.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
        {more > 0 && <li className={styles.more}>+{more} more</li>}
      </ul>
      <div className={styles.actions}>
        <Link to={issue.permalink} className={styles.read}>
          {NEWSLETTER_COPY.readIssue}
          <span className="sr-only"> {issue.issueNumber}</span>
          <span aria-hidden="true"> →</span>
        </Link>
        <DownloadPdfLink permalink={issue.permalink} issueNumber={issue.issueNumber} />
      </div>
    </EntryCard>
  );
}
