import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Faq from '@site/src/components/shared/Faq';
import type {PartnerService} from '@site/src/data/services';

/** The service's frequently asked questions, as the shared accordion. */
export default function ServiceQuestions({faq}: {faq: PartnerService['faq']}) {
  return (
    <Section id="faq" tone="alt">
      <SectionHeading title={faq.title} />
      <Faq items={faq.items} />
    </Section>
  );
}
