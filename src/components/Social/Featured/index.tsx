import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {featuredPost, linkedinPosts} from '@site/src/data/social';
import Engagement from '../Columns/Engagement';
import {NEW_TAB_NOTE} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** The featured professional-network (LinkedIn) post. */
export default function SocialFeatured() {
  const copy = useLocalized(featuredPost);
  const newTab = useLocalized(NEW_TAB_NOTE);
  const post = useLocalized(linkedinPosts).find((p) => p.featured);
  if (!post) return null;
  return (
    <Section id="featured">
      <SectionHeading title={copy.title} />
      <article className={styles.post}>
        <header className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            B
          </span>
          <span>
            <span className={styles.name}>{copy.author}</span>
            <span className={styles.role}>
              {copy.authorRole} · {post.date}
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
            {copy.action}
            <span className="sr-only">{newTab}</span>
          </a>
        </footer>
      </article>
    </Section>
  );
}
