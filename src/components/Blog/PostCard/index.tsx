import React from 'react';
import EntryCard, {
  EntryCardActions,
  EntryCardMeta,
  EntryCardText,
  EntryCardTitle,
  ReadMore,
} from '@site/src/components/shared/EntryCard';
import {ENTRY_LABELS, type BlogCategory} from '@site/src/data/collectionPages';
import {CONTENT} from '@site/src/data/constants';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import type {BlogSummary} from '@site/src/lib/collections/types';
import styles from './styles.module.css';

type Props = {post: BlogSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean};

/**
 * A post card, on /blog, under an article and on the home page: picture (the gif when the post's media is a gif),
 * category, read time, title, text, date, author. On a translated page (the home page's teaser) the post's title
 * stays English and its English text is left out; what surrounds it is in the page's language.
 */
export default function PostCard({post, headingLevel = 'h3', eager = false}: Props) {
  const locale = useLocale();
  const labels = ENTRY_LABELS[locale];
  const picture = post.mediaType === 'gif' && post.gif ? post.gif : post.image;
  return (
    <EntryCard image={picture} eager={eager} className={styles.card}>
      <EntryCardMeta>
        <span className={styles.category}>{labels.categories[post.category as BlogCategory] ?? post.category}</span>
        <span>{labels.readTime(CONTENT.readTimeLabel)}</span>
      </EntryCardMeta>
      <EntryCardTitle as={headingLevel} to={post.permalink}>
        {post.title}
      </EntryCardTitle>
      {labels.descriptions && <EntryCardText>{post.description}</EntryCardText>}
      <p className={styles.byline}>
        <time dateTime={isoDay(post.date)}>{formatDisplayDate(post.date, locale)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.author}</span>
      </p>
      <EntryCardActions>
        <ReadMore to={post.permalink} label={labels.readArticle} name={`: ${post.title}`} />
      </EntryCardActions>
    </EntryCard>
  );
}
