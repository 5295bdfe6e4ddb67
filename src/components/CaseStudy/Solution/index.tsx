import React from 'react';
import Section from '@site/src/components/shared/Section';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';
import clsx from 'clsx';
import band from '../band.module.css';
import styles from './styles.module.css';

/** The Solution: what was deployed, as four feature cards. */
export default function Solution({text, features}: {text: string; features: CaseStudyFrontMatter['features']}) {
  return (
    <Section aria-labelledby="solution-title">
      <h2 id="solution-title" className={clsx(band.title, band.titleClose)}>
        {CASE_STUDY_COPY.solutionTitle}
      </h2>
      <p className={styles.text}>{text}</p>
      <CardGrid min={240}>
        {features.map((feature) => (
          <Card key={feature.title} title={feature.title}>
            <p>{feature.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
