import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {linkedinPosts, photoPosts, socialColumns, socialLabels, videos} from '@site/src/data/social';
import {formatWhole} from '@site/src/lib/numbers';
import {NEW_TAB_NOTE} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import Engagement from './Engagement';
import styles from './styles.module.css';

function NewTab() {
  return <span className="sr-only">{useLocalized(NEW_TAB_NOTE)}</span>;
}

function Column({
  title,
  follow,
  href,
  children,
}: {
  title: string;
  follow: string;
  href: string;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.column}>
      <h3 className={styles.columnTitle}>{title}</h3>
      <ul className={styles.items}>{children}</ul>
      <a className={styles.follow} href={href} target="_blank" rel="noopener noreferrer">
        {follow}
        <NewTab />
      </a>
    </div>
  );
}

/** Three columns: LinkedIn updates, photo posts and videos, each with a follow link. */
export default function SocialColumns() {
  const labels = useLocalized(socialLabels);
  const columns = useLocalized(socialColumns);
  const updates = useLocalized(linkedinPosts).filter((post) => !post.featured);
  const photos = useLocalized(photoPosts);
  const clips = useLocalized(videos);
  return (
    <Section id="latest" tone="alt" aria-labelledby="latest-title">
      <SectionHeading id="latest-title" title={labels.latestTitle} />
      <div className={styles.columns}>
        <Column {...columns.linkedin}>
          {updates.map((post) => (
            <li key={post.id} className={styles.item}>
              <p className={styles.date}>{post.date}</p>
              <p className={styles.text}>{post.content}</p>
              <Engagement
                likes={post.engagement.likes}
                comments={post.engagement.comments}
                shares={post.engagement.shares}
              />
              <a className={styles.postLink} href={post.url} target="_blank" rel="noopener noreferrer">
                {labels.viewPost}
                <NewTab />
              </a>
            </li>
          ))}
        </Column>
        <Column {...columns.photos}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.item}>
              <img
                className={styles.photo}
                src={photo.image}
                alt={photo.alt}
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <p className={styles.date}>{photo.date}</p>
              <p className={styles.text}>{photo.caption}</p>
              <Engagement likes={photo.engagement.likes} comments={photo.engagement.comments} />
              <a className={styles.postLink} href={photo.url} target="_blank" rel="noopener noreferrer">
                {labels.viewPhoto}
                <NewTab />
              </a>
            </li>
          ))}
        </Column>
        <Column {...columns.videos}>
          {clips.map((video) => (
            <li key={video.id} className={styles.item}>
              <a className={styles.thumbLink} href={video.url} target="_blank" rel="noopener noreferrer">
                <img
                  className={styles.thumb}
                  src={video.thumbnail}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.duration}>
                  <span className="sr-only">{labels.duration} </span>
                  {video.duration}
                </span>
                <span className={styles.videoTitle}>{video.title}</span>
                <NewTab />
              </a>
              <p className={styles.text}>{video.description}</p>
              <p className={styles.date}>
                {formatWhole(video.views)} {labels.views}
              </p>
            </li>
          ))}
        </Column>
      </div>
    </Section>
  );
}
