import React from 'react';
import Link from '@docusaurus/Link';
import ShareButton from '@site/src/components/ShareButton';
import EntryHeader, {EntryLead, EntryMeta} from '@site/src/components/shared/EntryHeader';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {CONTENT} from '@site/src/data/constants';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import styles from './styles.module.css';

type Props = {title: string; excerpt?: string; category: string; date: string; author: string};

/** Breadcrumb, back link and the article's header. */
export default function PostHero({title, excerpt, category, date, author}: Props) {
  const breadcrumb = (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/blog">Blog</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
  const tags = (
    <p className={styles.tags}>
      <span className={styles.category}>{category}</span>
      <span className={styles.tag}>{BLOG_COPY.articleTag}</span>
    </p>
  );
  return (
    <EntryHeader
      className={styles.hero}
      breadcrumb={breadcrumb}
      back={{to: '/blog', label: BLOG_COPY.backLink}}
      eyebrow={tags}
      title={title}>
      {excerpt && <EntryLead>{excerpt}</EntryLead>}
      <div className={styles.metaRow}>
        <EntryMeta
          parts={[<time dateTime={isoDay(date)}>{formatDisplayDate(date)}</time>, author, CONTENT.readTimeLabel]}
        />
        <ShareButton label={BLOG_COPY.share} title={title} text={excerpt} />
      </div>
    </EntryHeader>
  );
}
