import React, {useEffect, useMemo} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/BlogPostPage';
import PostBody from '@site/src/components/PostBody';
import RelatedContent from '@site/src/components/RelatedContent';
import EntryPage, {EntryFrame} from '@site/src/components/shared/EntryPage';
import {newsletterFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {pageTitle} from '@site/src/lib/collectionPages';
import IssueHeader from '../IssueHeader';
import MetricsPanel from '../MetricsPanel';
import KeyInsights from '../KeyInsights';
import Spotlight from '../Spotlight';
import SubscribeBand from '../SubscribeBand';
import styles from './styles.module.css';

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
    <EntryFrame
      head={{
        title: pageTitle(title),
        description,
        permalink,
        keywords: fm.keywords ?? fm.topics,
        socialImage: fm.socialImage,
        published: date,
      }}
      name={title}
      section={{name: 'Newsletters', path: '/newsletters'}}
      mainClassName={styles.page}
      article={{
        className: styles.issue,
        children: (
          <>
            <IssueHeader
              issueNumber={fm.issueNumber}
              title={title}
              date={date}
              readTime={fm.readTime}
              preview={fm.preview}
              topics={fm.topics}
            />
            <MetricsPanel metrics={fm.metrics} />
            <KeyInsights insights={fm.keyInsights} />
            <PostBody>{children}</PostBody>
            <Spotlight spotlight={fm.spotlight} />
          </>
        ),
      }}>
      <RelatedContent type="newsletter" permalink={permalink} />
      <SubscribeBand source={fm.slug} />
    </EntryFrame>
  );
}

/** A newsletter issue's page. */
export default function NewsletterIssuePage({content}: Props) {
  return <EntryPage content={content} htmlClassName="newsletter-issue-page" body={IssueContent} />;
}
