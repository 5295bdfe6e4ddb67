import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StepList from '@site/src/components/HowItWorks/StepList';
import type {Step} from '@site/src/data/howItWorks';

type Props = {id: string; title: string; subtitle?: string; steps: readonly Step[]; tone?: 'default' | 'alt'};

/** A headed numbered list of steps: setup on the product pages, implementation on agent pages. */
export default function Setup({id, title, subtitle, steps, tone}: Props) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <StepList steps={steps} />
    </Section>
  );
}
