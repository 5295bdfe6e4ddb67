import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {requestDemoPage} from '@site/src/data/contact';

export default function RequestDemoHero() {
  const {hero} = requestDemoPage;
  return (
    <Section tone="alt">
      <SectionHeading as="h1" title={hero.title} subtitle={hero.subtitle} />
    </Section>
  );
}
