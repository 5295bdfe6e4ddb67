import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
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
      <Link to="/case-studies" className={styles.back}>
        <span aria-hidden="true">←</span>
        {CASE_STUDY_COPY.backLink}
      </Link>
      <div className={styles.grid}>
        <div>
          <p className={styles.eyebrow}>{CASE_STUDY_COPY.eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <FallbackImage src={fm.image} alt={`Illustration: ${title}`} width={1200} height={630} className={styles.image} fetchPriority="high" />
      </div>
    </Section>
  );
}
