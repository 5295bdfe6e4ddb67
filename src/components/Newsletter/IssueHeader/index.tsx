import React from 'react';
import ShareButton from '@site/src/components/ShareButton';
import EntryHeader, {EntryActions, EntryLead, EntryMeta} from '@site/src/components/shared/EntryHeader';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import {PrintButton} from '../DownloadPdf';
import Topics from '../Topics';
import styles from './styles.module.css';

type Props = {
  issueNumber: number;
  title: string;
  date: string;
  readTime: string;
  preview: string;
  topics: readonly string[];
};

/** The issue's header: number, title, date and read time, preview, topics, Share and Download PDF. */
export default function IssueHeader({issueNumber, title, date, readTime, preview, topics}: Props) {
  return (
    <EntryHeader
      className={styles.header}
      back={{to: '/newsletters', label: NEWSLETTER_COPY.backLink}}
      eyebrow={`${NEWSLETTER_COPY.title} · Issue #${issueNumber}`}
      title={title}>
      <EntryMeta parts={[<time dateTime={isoDay(date)}>{formatDisplayDate(date)}</time>, readTime]} />
      <EntryLead>{preview}</EntryLead>
      <Topics topics={topics} className={styles.topics} />
      <EntryActions>
        <ShareButton label={NEWSLETTER_COPY.share} title={title} text={preview} />
        <PrintButton label={NEWSLETTER_COPY.downloadPdf} />
      </EntryActions>
    </EntryHeader>
  );
}
