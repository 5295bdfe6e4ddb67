import React from 'react';
import Link from '@docusaurus/Link';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogPostPage';
import CollectionHead from '@site/src/components/CollectionHead';
import PostBody from '@site/src/components/PostBody';
import {BreadcrumbStructuredData} from '@site/src/components/StructuredData';
import {changelogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {pageTitle} from '@site/src/lib/collectionPages';
import {CHANGELOG_COPY} from '@site/src/data/helpCenter';
import EntryMeta from '../EntryMeta';
import styles from './styles.module.css';

function Entry({children}: {children: React.ReactNode}) {
  const {metadata, frontMatter} = useBlogPost();
  const fm = changelogFrontMatter(frontMatter);
  const {title, permalink, date, description} = metadata;
  return (
    <Layout>
      <CollectionHead title={pageTitle(title)} description={description} permalink={permalink} keywords={fm.keywords ?? [fm.area, 'BudBot release notes']} published={date} />
      <BreadcrumbStructuredData
        items={[
          {name: 'Home', path: '/'},
          {name: CHANGELOG_COPY.eyebrow, path: '/changelog'},
          {name: title, path: permalink},
        ]}
      />
      <main className={styles.page}>
        <article className={styles.entry}>
          <p className={styles.back}>
            <Link to="/changelog">
              <span aria-hidden="true">← </span>
              {CHANGELOG_COPY.backLink}
            </Link>
          </p>
          <header className={styles.header}>
            <EntryMeta date={date} kind={fm.kind} area={fm.area} />
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.description}>{description}</p>
          </header>
          <PostBody>{children}</PostBody>
          {fm.docs && (
            <p className={styles.guide}>
              <Link to={fm.docs}>
                {CHANGELOG_COPY.guideLink}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          )}
        </article>
      </main>
    </Layout>
  );
}

/** One release note at /changelog/{slug}. */
export default function ChangelogEntryPage({content: Content}: Props) {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <Entry>
        <Content />
      </Entry>
    </BlogPostProvider>
  );
}
