import React from 'react';
import {blogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import type {BlogSummary} from '@site/src/lib/collections/types';
import {listEntryMapper, type EntryBase, type ListItem} from '@site/src/lib/collections/listEntry';
import {authorNames} from '@site/src/lib/collectionPages';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {EntryGrid, EntryListTitle} from '@site/src/components/shared/EntryList';
import PostCard from '../PostCard';

/** The card's fields: the metadata every entry shares, the author names and the picture's front matter. */
const toSummary = listEntryMapper(blogFrontMatter, (fm, metadata): Omit<BlogSummary, keyof EntryBase> => ({
  id: fm.slug,
  slug: fm.slug,
  category: fm.category,
  author: authorNames(metadata.authors),
  image: fm.image,
  ...(fm.gif ? {gif: fm.gif} : {}),
  mediaType: fm.mediaType,
}));

export default function PostGrid({items}: {items: readonly ListItem[]}) {
  const posts = items.map(toSummary);
  return (
    <>
      <EntryListTitle id="blog-grid-title">{BLOG_COPY.gridTitle}</EntryListTitle>
      <EntryGrid min={320} fill>
        {posts.map((post, index) => (
          <li key={post.permalink}>
            <PostCard post={post} eager={index < 3} />
          </li>
        ))}
      </EntryGrid>
    </>
  );
}
