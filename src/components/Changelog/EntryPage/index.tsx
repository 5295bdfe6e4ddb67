import React from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostPage';
import PostBody from '@site/src/components/PostBody';
import EntryHeader, {EntryLead} from '@site/src/components/shared/EntryHeader';
import EntryPage, {EntryFrame} from '@site/src/components/shared/EntryPage';
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
    <EntryFrame
      head={{
        title: pageTitle(title),
        description,
        permalink,
        keywords: fm.keywords ?? [fm.area, 'BudBot release notes'],
        published: date,
      }}
      name={title}
      section={{name: CHANGELOG_COPY.eyebrow, path: '/changelog'}}
      mainClassName={styles.page}
      article={{
        className: styles.entry,
        children: (
          <>
            <EntryHeader
              className={styles.header}
              back={{to: '/changelog', label: CHANGELOG_COPY.backLink}}
              eyebrow={<EntryMeta date={date} kind={fm.kind} area={fm.area} />}
              title={title}>
              <EntryLead>{description}</EntryLead>
            </EntryHeader>
            <PostBody>{children}</PostBody>
            {fm.docs && (
              <p className={styles.guide}>
                <Link to={fm.docs}>
                  {CHANGELOG_COPY.guideLink}
                  <span aria-hidden="true"> →</span>
                </Link>
              </p>
            )}
          </>
        ),
      }}
    />
  );
}

/** One release note at /changelog/{slug}. */
export default function ChangelogEntryPage({content}: Props) {
  return <EntryPage content={content} body={Entry} />;
}
