import React from 'react';
import styles from './styles.module.css';

/**
 * RSS and Atom feeds written by the blog plugin. They are files, not routes,
 * so they are plain anchors (the broken-link checker only knows routes).
 */
export default function FeedLinks({basePath, label}: {basePath: string; label: string}) {
  return (
    <p className={styles.feeds}>
      <span>{label}</span>
      <a href={`${basePath}/rss.xml`} type="application/rss+xml" className={styles.feed}>
        RSS
      </a>
      <a href={`${basePath}/atom.xml`} type="application/atom+xml" className={styles.feed}>
        Atom
      </a>
    </p>
  );
}
