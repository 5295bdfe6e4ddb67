import React from 'react';
import Link from '@docusaurus/Link';
import ShareButton from '@site/src/components/ShareButton';
import {NEWSLETTER_COPY} from '@site/src/data/collectionPages';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import {PrintButton} from '../DownloadPdf';
import styles from './styles.module.css';

type Props = {issueNumber: number; title: string; date: string; readTime: string; preview: string; topics: readonly string[]};

export default function IssueHeader({issueNumber, title, date, readTime, preview, topics}: Props) {
  return (
    <header className={styles.header}>
      <Link to="/newsletters" className={styles.back}>
        <span aria-hidden="true">←</span>
        {NEWSLETTER_COPY.backLink}
      </Link>
      <p className={styles.kicker}>
        {NEWSLETTER_COPY.title} · Issue #{issueNumber}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        <time dateTime={isoDay(date)}>{formatDisplayDate(date)}</time>
        <span aria-hidden="true"> · </span>
        {readTime}
      </p>
      <p className={styles.preview}>{preview}</p>
      <ul className={styles.topics} aria-label="Topics">
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ShareButton label={NEWSLETTER_COPY.share} title={title} text={preview} />
        <PrintButton label={NEWSLETTER_COPY.downloadPdf} />
      </div>
    </header>
  );
}
