import React from 'react';
import Link from '@docusaurus/Link';
import ShareButton from '@site/src/components/ShareButton';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {CONTENT} from '@site/src/data/constants';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import styles from './styles.module.css';

type Props = {title: string; excerpt?: string; category: string; date: string; author: string};

/** Breadcrumb, back link and the article's header (spec "Blog": article layout). */
export default function PostHero({title, excerpt, category, date, author}: Props) {
  return (
    <header className={styles.hero}>
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
      <Link to="/blog" className={styles.back}>
        <span aria-hidden="true">←</span>
        {BLOG_COPY.backLink}
      </Link>
      <p className={styles.tags}>
        <span className={styles.category}>{category}</span>
        <span className={styles.tag}>{BLOG_COPY.articleTag}</span>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
      <div className={styles.metaRow}>
        <p className={styles.meta}>
          <time dateTime={isoDay(date)}>{formatDisplayDate(date)}</time>
          <span aria-hidden="true">·</span>
          <span>{author}</span>
          <span aria-hidden="true">·</span>
          <span>{CONTENT.readTimeLabel}</span>
        </p>
        <ShareButton label={BLOG_COPY.share} title={title} text={excerpt} />
      </div>
    </header>
  );
}
