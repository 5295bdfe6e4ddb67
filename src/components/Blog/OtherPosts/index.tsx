import React from 'react';
import EntryList from '@site/src/components/shared/EntryList';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {otherEntries} from '@site/src/lib/collectionPages';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import PostCard from '../PostCard';

/** Up to two other articles (constants CONTENT.relatedPosts), never the one being read. */
export default function OtherPosts({permalink}: {permalink: string}) {
  const posts = otherEntries(useCollectionsIndex().blog.latest, permalink);
  if (posts.length === 0) return null;
  return (
    <EntryList title={BLOG_COPY.otherPostsTitle} min={300}>
      {posts.map((post) => (
        <li key={post.permalink}>
          <PostCard post={post} />
        </li>
      ))}
    </EntryList>
  );
}
