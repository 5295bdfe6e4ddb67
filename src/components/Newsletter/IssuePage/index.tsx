import React, {useEffect, useMemo} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogPostPage';
import CollectionHead from '@site/src/components/CollectionHead';
import PostBody from '@site/src/components/PostBody';
import RelatedContent from '@site/src/components/RelatedContent';
import {BreadcrumbStructuredData} from '@site/src/components/StructuredData';
import {newsletterFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {pageTitle} from '@site/src/lib/collectionPages';
import IssueHeader from '../IssueHeader';
import MetricsPanel from '../MetricsPanel';
import KeyInsights from '../KeyInsights';
import Spotlight from '../Spotlight';
import SubscribeBand from '../SubscribeBand';
import styles from './styles.module.css';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

/** Download PDF from the archive lands here with ?download=pdf: open the print dialog once the page is drawn. */
function usePrintOnArrival() {
  const {search} = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('download') !== 'pdf') return undefined;
    const timer = window.setTimeout(() => window.print(), 400);
    return () => window.clearTimeout(timer);
  }, [search]);
}

function IssueContent({children}: {children: React.ReactNode}) {
  const {metadata, frontMatter} = useBlogPost();
  // Validated at build time (src/config/collections.ts); parsing types it and fills defaults.
  const fm = useMemo(() => newsletterFrontMatter(frontMatter), [frontMatter]);
  const {title, permalink, date, description} = metadata;
  usePrintOnArrival();
  return (
    <Layout>
      <CollectionHead
        title={pageTitle(title)}
        description={description}
        permalink={permalink}
        keywords={fm.keywords ?? fm.topics}
        socialImage={fm.socialImage}
        published={date}
      />
      <BreadcrumbStructuredData
        items={[
          {name: 'Home', path: '/'},
          {name: 'Newsletters', path: '/newsletters'},
          {name: title, path: permalink},
        ]}
      />
      <main className={styles.page}>
        <HydrateInPieces>
          <article className={styles.issue}>
            <HydrateInPieces>
              <IssueHeader issueNumber={fm.issueNumber} title={title} date={date} readTime={fm.readTime} preview={fm.preview} topics={fm.topics} />
              <MetricsPanel metrics={fm.metrics} />
              <KeyInsights insights={fm.keyInsights} />
              <PostBody>{children}</PostBody>
              <Spotlight spotlight={fm.spotlight} />
            </HydrateInPieces>
          </article>
          <RelatedContent type="newsletter" permalink={permalink} />
          <SubscribeBand source={fm.slug} />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}

/** A newsletter issue (spec "Newsletters": issue pages). */
export default function NewsletterIssuePage({content: Content}: Props) {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className="newsletter-issue-page">
        <IssueContent>
          <Content />
        </IssueContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
