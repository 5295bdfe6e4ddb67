import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {featuredPost, linkedinPosts} from '@site/src/data/social';
import Engagement from '../Columns/Engagement';
import styles from './styles.module.css';

/** The featured professional-network (LinkedIn) post. */
export default function SocialFeatured() {
  const post = linkedinPosts.find((p) => p.featured);
  if (!post) return null;
  return (
    <Section id="featured">
      <SectionHeading title={featuredPost.title} />
      <article className={styles.post}>
        <header className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            B
          </span>
          <span>
            <span className={styles.name}>{featuredPost.author}</span>
            <span className={styles.role}>
              {featuredPost.authorRole} · {post.date}
            </span>
          </span>
        </header>
        <p className={styles.content}>{post.content}</p>
        <footer className={styles.footer}>
          <Engagement
            likes={post.engagement.likes}
            comments={post.engagement.comments}
            shares={post.engagement.shares}
          />
          <a className={styles.link} href={post.url} target="_blank" rel="noopener noreferrer">
            {featuredPost.action}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </footer>
      </article>
    </Section>
  );
}
