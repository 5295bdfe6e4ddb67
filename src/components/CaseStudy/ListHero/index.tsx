import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import styles from './styles.module.css';

export default function ListHero() {
  return (
    <Section tone="alt" className={styles.hero}>
      <SectionHeading
        as="h1"
        eyebrow={CASE_STUDY_COPY.eyebrow}
        title={CASE_STUDY_COPY.title}
        subtitle={CASE_STUDY_COPY.subtitle}
      />
    </Section>
  );
}
