import React from 'react';
import Section from '@site/src/components/shared/Section';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {otherEntries} from '@site/src/lib/collectionPages';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import PostCard from '../PostCard';
import styles from './styles.module.css';

/** Up to two other articles (constants CONTENT.relatedPosts), never the one being read. */
export default function OtherPosts({permalink}: {permalink: string}) {
  const posts = otherEntries(useCollectionsIndex().blog.latest, permalink);
  if (posts.length === 0) return null;
  return (
    <Section aria-labelledby="other-posts-title" className={styles.other}>
      <h2 id="other-posts-title" className={styles.title}>
        {BLOG_COPY.otherPostsTitle}
      </h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.permalink}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
