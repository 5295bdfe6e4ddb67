import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import TeaserChat from '@site/src/components/ChatDemo/TeaserChat';
import {CONTENT} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {HOME} from '@site/src/data/home';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import PostCard from '@site/src/components/Blog/PostCard';
import styles from './styles.module.css';

/**
 * The blog teaser: the newest posts from the build-time collections index
 * (so there is no loading state), a content-hub link on phones, and the
 * click-through chat.
 */
export default function BlogTeaser() {
  const copy = useLocalized(HOME).blogTeaser;
  const posts = useCollectionsIndex().blog.latest.slice(0, CONTENT.blogTeaserCount);
  return (
    <Section aria-labelledby="home-blog-title">
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="home-blog-title" className={styles.heading}>
            {copy.title}
          </h2>
          <p className={styles.subtitle}>{copy.subtitle}</p>
        </div>
        <ActionLink {...copy.viewAll} variant="secondary" />
      </div>
      {posts.length > 0 ? (
        <div className={styles.grid}>
          {posts.map((post) => (
            <PostCard key={post.permalink} post={post} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{copy.empty}</p>
      )}
      <div className={styles.mobileOnly}>
        <ActionLink {...copy.viewAllMobile} />
      </div>
      <div className={styles.chatRow}>
        <div>
          <h3 className={styles.chatTitle}>{copy.chatTitle}</h3>
          <p className={styles.subtitle}>{copy.chatText}</p>
          <div className={styles.links}>
            {copy.links.map((link) => (
              <ActionLink key={link.to} {...link} />
            ))}
          </div>
        </div>
        <TeaserChat label={copy.chatTitle} />
      </div>
    </Section>
  );
}
