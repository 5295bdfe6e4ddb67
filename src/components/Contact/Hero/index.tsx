import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {contactHero} from '@site/src/data/contact';

export default function ContactHero() {
  return (
    <Section tone="alt">
      <SectionHeading as="h1" title={contactHero.title} subtitle={contactHero.subtitle} />
    </Section>
  );
}
