import React from 'react';
import EntryCard, {
  EntryCardActions,
  EntryCardMeta,
  EntryCardTitle,
  ReadMore,
} from '@site/src/components/shared/EntryCard';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import {formatDisplayDate, isoDay, topicTags} from '@site/src/lib/collectionPages';
import DownloadPdfLink from '../DownloadPdf';
import Topics from '../Topics';
import type {IssueSummary} from '../issues';
import styles from './styles.module.css';

/** An archive card: the first two topics plus '+N more', Read Issue and the download icon button. */
export default function IssueCard({issue}: {issue: IssueSummary}) {
  const {shown, more} = topicTags(issue.topics);
  return (
    <EntryCard image={issue.image}>
      <EntryCardMeta>
        <span className={styles.number}>Issue #{issue.issueNumber}</span>
        <span>
          <time dateTime={isoDay(issue.date)}>{formatDisplayDate(issue.date)}</time> · {issue.readTime}
        </span>
      </EntryCardMeta>
      <EntryCardTitle to={issue.permalink} grow>
        {issue.title}
      </EntryCardTitle>
      <Topics topics={shown} more={more} compact />
      <EntryCardActions>
        <ReadMore to={issue.permalink} label={NEWSLETTER_COPY.readIssue} name={` ${issue.issueNumber}`} />
        <DownloadPdfLink permalink={issue.permalink} issueNumber={issue.issueNumber} />
      </EntryCardActions>
    </EntryCard>
  );
}
