import React from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogListPage';
import Section from '@site/src/components/shared/Section';
import ListHero from '../ListHero';
import PostGrid from '../PostGrid';
import ErrorView from '../ErrorView';

/** /blog: hero with the dispensaries stat, then the grid of post cards. Head metadata comes from the page-meta table. */
export default function BlogListPage({items}: Props) {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <Layout>
        <main>
          <ListHero />
          <Section>
            <ErrorBoundary fallback={() => <ErrorView />}>
              <PostGrid items={items} />
            </ErrorBoundary>
          </Section>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
