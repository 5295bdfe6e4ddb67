import React, {useMemo} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostPage';
import PostBody from '@site/src/components/PostBody';
import RelatedContent from '@site/src/components/RelatedContent';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import EntryPage, {EntryFrame} from '@site/src/components/shared/EntryPage';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import {caseStudyFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {pageTitle} from '@site/src/lib/collectionPages';
import PostFaq from '../../Blog/PostFaq';
import StudyHeader from '../StudyHeader';
import ResultsSummary from '../ResultsSummary';
import Challenge from '../Challenge';
import Solution from '../Solution';
import Impact from '../Impact';
import styles from './styles.module.css';

function StudyContent({children}: {children: React.ReactNode}) {
  const {metadata, frontMatter} = useBlogPost();
  // Validated at build time (src/config/collections.ts); parsing types it and fills defaults.
  const fm = useMemo(() => caseStudyFrontMatter(frontMatter), [frontMatter]);
  const {title, permalink, date, description} = metadata;
  return (
    <EntryFrame
      head={{
        title: pageTitle(title),
        description,
        permalink,
        keywords: fm.keywords ?? [fm.client, fm.industry, fm.location],
        socialImage: fm.socialImage,
        published: date,
      }}
      name={title}
      section={{name: 'Case Studies', path: '/case-studies'}}>
      <StudyHeader title={title} description={description} frontMatter={fm} />
      <ResultsSummary results={fm.results} />
      <Challenge text={fm.challenge} painPoints={fm.painPoints} />
      <Solution text={fm.solution} features={fm.features} />
      <Section className={styles.storySection}>
        <PostBody className={styles.story}>{children}</PostBody>
      </Section>
      <Impact results={fm.results} quote={fm.quote} />
      <PostFaq title={CASE_STUDY_COPY.faqTitle} items={fm.faqs} />
      <RelatedContent type="case-study" permalink={permalink} />
      <Section>
        <CtaBanner {...CASE_STUDY_COPY.cta} />
      </Section>
    </EntryFrame>
  );
}

/** A case study's page. */
export default function CaseStudyDetailPage({content}: Props) {
  return <EntryPage content={content} body={StudyContent} />;
}
