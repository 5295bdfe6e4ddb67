import React from 'react';
import type {Props as ListProps} from '@theme/BlogListPage';
import {blogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import type {BlogSummary} from '@site/src/lib/collections/types';
import {authorNames} from '@site/src/lib/collectionPages';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import PostCard from '../PostCard';
import styles from './styles.module.css';

type Item = ListProps['items'][number];

/** Front matter was validated at build time; parsing again here types it and applies defaults. */
function toSummary({content}: Item): BlogSummary {
  const fm = blogFrontMatter(content.frontMatter);
  const {metadata} = content;
  return {
    id: fm.slug,
    slug: fm.slug,
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    category: fm.category,
    date: metadata.date,
    author: authorNames(metadata.authors),
    image: fm.image,
    ...(fm.gif ? {gif: fm.gif} : {}),
    mediaType: fm.mediaType,
  };
}

export default function PostGrid({items}: {items: readonly Item[]}) {
  const posts = items.map(toSummary);
  return (
    <>
      <h2 id="blog-grid-title" className={styles.title}>
        {BLOG_COPY.gridTitle}
      </h2>
      <ul className={styles.grid}>
        {posts.map((post, index) => (
          <li key={post.permalink}>
            <PostCard post={post} eager={index < 3} />
          </li>
        ))}
      </ul>
    </>
  );
}
