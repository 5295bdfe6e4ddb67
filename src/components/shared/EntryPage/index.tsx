import React, {type ComponentType, type ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import type {Props as BlogPostPageProps} from '@theme/BlogPostPage';
import CollectionHead, {type CollectionHeadProps} from '@site/src/components/CollectionHead';
import PageLayout from '@site/src/components/shared/PageLayout';
import {BreadcrumbStructuredData, type Crumb} from '@site/src/components/StructuredData';
import {BREADCRUMB_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

type PageProps = {
  content: BlogPostPageProps['content'];
  /** A class on <html> for the page's own global rules (the newsletter's print sheet). */
  htmlClassName?: string;
  /** The collection's page body; it reads the post through useBlogPost() and gets the MDX content as children. */
  body: ComponentType<{children: ReactNode}>;
};

/** The post page of every collection (blog, newsletters, case studies, changelog): the plugin's post context around the collection's body. */
export default function EntryPage({content: Content, htmlClassName, body: Body}: PageProps) {
  const page = (
    <Body>
      <Content />
    </Body>
  );
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      {htmlClassName ? <HtmlClassNameProvider className={htmlClassName}>{page}</HtmlClassNameProvider> : page}
    </BlogPostProvider>
  );
}

type FrameProps = {
  head: CollectionHeadProps;
  /** The entry's own title, last crumb of the breadcrumb data. */
  name: string;
  /** The collection's list page, the middle crumb. */
  section: Crumb;
  /** More structured data (the blog's Article). */
  structuredData?: ReactNode;
  mainClassName?: string;
  /** The entry's article, first in the main landmark: its parts hydrate in pieces too (PageLayout). */
  article?: {className?: string; children: ReactNode};
  /** What follows the article (FAQ, related entries, a subscribe band). */
  children?: ReactNode;
};

/** The layout of an entry page: its head, its breadcrumb data (Home › collection › entry) and the main landmark. */
export function EntryFrame({head, name, section, structuredData, mainClassName, article, children}: FrameProps) {
  const crumbs = useLocalized(BREADCRUMB_UI);
  return (
    <PageLayout
      head={
        <>
          <CollectionHead {...head} />
          {structuredData}
          <BreadcrumbStructuredData items={[{name: crumbs.home, path: '/'}, section, {name, path: head.permalink}]} />
        </>
      }
      mainClassName={mainClassName}
      article={article}>
      {children}
    </PageLayout>
  );
}
