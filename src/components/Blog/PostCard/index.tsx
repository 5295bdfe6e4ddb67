import React from 'react';
import EntryCard, {
  EntryCardActions,
  EntryCardMeta,
  EntryCardText,
  EntryCardTitle,
  ReadMore,
} from '@site/src/components/shared/EntryCard';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {CONTENT} from '@site/src/data/constants';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import type {BlogSummary} from '@site/src/lib/collections/types';
import styles from './styles.module.css';

type Props = {post: BlogSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean};

/** A post card, on /blog, under an article and on the home page: picture (the gif when the post's media is a gif), category, read time, title, text, date, author. */
export default function PostCard({post, headingLevel = 'h3', eager = false}: Props) {
  const picture = post.mediaType === 'gif' && post.gif ? post.gif : post.image;
  return (
    <EntryCard image={picture} eager={eager} className={styles.card}>
      <EntryCardMeta>
        <span className={styles.category}>{post.category}</span>
        <span>{CONTENT.readTimeLabel}</span>
      </EntryCardMeta>
      <EntryCardTitle as={headingLevel} to={post.permalink}>
        {post.title}
      </EntryCardTitle>
      <EntryCardText>{post.description}</EntryCardText>
      <p className={styles.byline}>
        <time dateTime={isoDay(post.date)}>{formatDisplayDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.author}</span>
      </p>
      <EntryCardActions>
        <ReadMore to={post.permalink} label={BLOG_COPY.readMore} name={`: ${post.title}`} />
      </EntryCardActions>
    </EntryCard>
  );
}
