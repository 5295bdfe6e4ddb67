import React from 'react';
import type {Props} from '@theme/BlogListPage';
import PageLayout from '@site/src/components/shared/PageLayout';
import Section from '@site/src/components/shared/Section';
import {EntryGrid} from '@site/src/components/shared/EntryList';
import {CASE_STUDY_COPY} from '@site/src/data/collectionPages';
import ListHero from '../ListHero';
import FeaturedStudy from '../FeaturedStudy';
import StudyCard from '../StudyCard';
import {toStudySummary} from '../studies';
import band from '../band.module.css';

/** /case-studies: the featured study, then a card grid of the others. */
export default function CaseStudyListPage({items}: Props) {
  const studies = items.map(toStudySummary);
  const featured = studies.find((study) => study.featured) ?? studies[0];
  const others = studies.filter((study) => study !== featured);
  return (
    <PageLayout>
      <ListHero />
      {featured && <FeaturedStudy study={featured} />}
      {others.length > 0 && (
        <Section tone="alt" aria-labelledby="case-study-grid-title">
          <h2 id="case-study-grid-title" className={band.title}>
            {CASE_STUDY_COPY.gridTitle}
          </h2>
          <EntryGrid min={340}>
            {others.map((study) => (
              <li key={study.permalink}>
                <StudyCard study={study} />
              </li>
            ))}
          </EntryGrid>
        </Section>
      )}
    </PageLayout>
  );
}
