import React from 'react';
import Link from '@docusaurus/Link';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

/** What the blog list says when it fails: shown by the list page's error boundary. */
export default function ErrorView() {
  return (
    <div role="alert" className={styles.error}>
      <h2 className={styles.title}>{BLOG_COPY.error.title}</h2>
      <p>{BLOG_COPY.error.text}</p>
      <Link to="/blog">{BLOG_COPY.error.back}</Link>
    </div>
  );
}
