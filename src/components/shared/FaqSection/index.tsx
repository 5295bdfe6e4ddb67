import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Faq, {type FaqItem} from '@site/src/components/shared/Faq';

type Props = {id: string; title: string; items: readonly FaqItem[]; tone?: 'default' | 'alt'};

/** A headed FAQ accordion (one open at a time; item ids item-{index}). */
export default function FaqSection({id, title, items, tone}: Props) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} />
      <Faq items={items} />
    </Section>
  );
}
