import React from 'react';
import Link from '@docusaurus/Link';
import EntryCard from '@site/src/components/shared/EntryCard';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {CONTENT} from '@site/src/data/constants';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import type {BlogSummary} from '@site/src/lib/collections/types';
import styles from './styles.module.css';

type Props = {post: BlogSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean};

/** A post card: picture (the gif when the post's media is a gif), category, read time, title, text, date, author. */
export default function PostCard({post, headingLevel: H = 'h3', eager = false}: Props) {
  const picture = post.mediaType === 'gif' && post.gif ? post.gif : post.image;
  return (
    <EntryCard image={picture} eager={eager} className={styles.card}>
      <p className={styles.meta}>
        <span className={styles.category}>{post.category}</span>
        <span className={styles.readTime}>{CONTENT.readTimeLabel}</span>
      </p>
      <H className={styles.title}>
        <Link to={post.permalink} className={styles.titleLink}>
          {post.title}
        </Link>
      </H>
      <p className={styles.description}>{post.description}</p>
      <p className={styles.byline}>
        <time dateTime={isoDay(post.date)}>{formatDisplayDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.author}</span>
      </p>
      <Link to={post.permalink} className={styles.readMore}>
        {BLOG_COPY.readMore}
        <span className="sr-only">: {post.title}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </EntryCard>
  );
}
