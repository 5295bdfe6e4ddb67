import React from 'react';
import ActionLink from '@site/src/components/shared/ActionLink';
import FeaturedEntry from '@site/src/components/shared/FeaturedEntry';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import DownloadPdfLink from '../DownloadPdf';
import Topics from '../Topics';
import type {IssueSummary} from '../issues';
import styles from './styles.module.css';

/** The latest issue, in full: number, title, date, read time, topics, preview, image and actions. */
export default function FeaturedIssue({issue}: {issue: IssueSummary}) {
  return (
    <FeaturedEntry
      titleId="featured-issue-title"
      label={`${NEWSLETTER_COPY.featuredLabel} · Issue #${issue.issueNumber}`}
      title={issue.title}
      image={issue.image}
      lazy>
      <p className={styles.meta}>
        <time dateTime={isoDay(issue.date)}>{formatDisplayDate(issue.date)}</time>
        <span aria-hidden="true"> · </span>
        {issue.readTime}
      </p>
      <Topics topics={issue.topics} />
      <p className={styles.preview}>{issue.preview}</p>
      <div className={styles.actions}>
        <ActionLink label={NEWSLETTER_COPY.readFull} to={issue.permalink} />
        <DownloadPdfLink
          permalink={issue.permalink}
          issueNumber={issue.issueNumber}
          label={NEWSLETTER_COPY.downloadPdf}
        />
      </div>
    </FeaturedEntry>
  );
}
