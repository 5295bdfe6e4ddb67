import React from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogListPage';
import BlogListPaginator from '@theme/BlogListPaginator';
import PageLayout from '@site/src/components/shared/PageLayout';
import Section from '@site/src/components/shared/Section';
import ListHero from '../ListHero';
import PostGrid from '../PostGrid';
import ErrorView from '../ErrorView';
import styles from './styles.module.css';

/**
 * /blog: hero with the dispensaries stat, then the grid of post cards, newest
 * first, a page at a time (/blog/page/2 and on hold the older ones). The first
 * page's head comes from the page-meta table; the others name their page.
 */
export default function BlogListPage({items, metadata}: Props) {
  const later =
    metadata.page > 1
      ? {title: `${metadata.blogTitle}, page ${metadata.page}`, description: metadata.blogDescription}
      : {};
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageLayout {...later}>
        <ListHero />
        <Section>
          <ErrorBoundary fallback={() => <ErrorView />}>
            <PostGrid items={items} />
          </ErrorBoundary>
          {(metadata.previousPage || metadata.nextPage) && (
            <div className={styles.pages}>
              <BlogListPaginator metadata={metadata} />
            </div>
          )}
        </Section>
      </PageLayout>
    </HtmlClassNameProvider>
  );
}
