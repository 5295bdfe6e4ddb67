import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StatRow from '@site/src/components/shared/StatRow';
import type {ConsultancyPage} from '@site/src/data/services';

/** Headline results as a row of figures. */
export default function ServiceStats({stats}: {stats: ConsultancyPage['stats']}) {
  return (
    <Section id="results" tone="alt">
      <SectionHeading title={stats.title} subtitle={stats.subtitle} />
      <StatRow stats={stats.items} />
    </Section>
  );
}
