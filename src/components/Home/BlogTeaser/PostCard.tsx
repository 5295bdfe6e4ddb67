import React from 'react';
import Link from '@docusaurus/Link';
import {CONTENT} from '@site/src/data/constants';
import {HOME} from '@site/src/data/home';
import type {BlogSummary} from '@site/src/lib/collections/types';
import {formatLongDate} from '@site/src/lib/dates';
import SafeImage from '@site/src/components/shared/SafeImage';
import styles from './styles.module.css';


/** The animated gif when the post's media is a gif and one exists, else the still image. */
function cardImage(post: BlogSummary): string {
  return post.mediaType === 'gif' && post.gif ? post.gif : post.image;
}

export default function PostCard({post}: {post: BlogSummary}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SafeImage
          className={styles.image}
          src={cardImage(post)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          fallback={<div className={styles.imageFallback} aria-hidden="true" />}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <span>{CONTENT.readTimeLabel}</span>
        </p>
        <h3 className={styles.title}>
          <Link to={post.permalink}>{post.title}</Link>
        </h3>
        <p className={styles.description}>{post.description}</p>
        <p className={styles.byline}>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.author}</span>
        </p>
        <Link to={post.permalink} className={styles.more} aria-label={`${HOME.blogTeaser.readMore}: ${post.title}`}>
          {HOME.blogTeaser.readMore} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
