import React from 'react';
import Section from '@site/src/components/shared/Section';
import EntryHeader, {EntryLead} from '@site/src/components/shared/EntryHeader';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
// The study's picture in the site's one picture frame.
import frameStyles from '@site/src/components/shared/FramedImage/styles.module.css';
import styles from './styles.module.css';

type Props = {title: string; description: string; frontMatter: CaseStudyFrontMatter};

/** Header: title, client, industry, location, timeline and image. */
export default function StudyHeader({title, description, frontMatter: fm}: Props) {
  const {labels} = CASE_STUDY_COPY;
  const facts = [
    [labels.client, fm.client],
    [labels.industry, fm.industry],
    [labels.location, fm.location],
    [labels.timeline, fm.timeline],
  ] as const;
  return (
    <Section tone="alt" className={styles.section}>
      <EntryHeader
        className={styles.header}
        back={{to: '/case-studies', label: CASE_STUDY_COPY.backLink}}
        eyebrow={CASE_STUDY_COPY.eyebrow}
        title={title}
        media={
          <FallbackImage
            src={fm.image}
            alt={`Illustration: ${title}`}
            width={1200}
            height={630}
            className={frameStyles.image}
            fetchPriority="high"
          />
        }>
        <EntryLead>{description}</EntryLead>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </EntryHeader>
    </Section>
  );
}
