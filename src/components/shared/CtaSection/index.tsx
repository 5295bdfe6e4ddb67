import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import type {Action} from '@site/src/components/shared/ActionLink';

type Props = {id?: string; title: string; text?: string; actions: readonly Action[]};

/** The closing call-to-action band of a product page. */
export default function CtaSection({id = 'cta', title, text, actions}: Props) {
  return (
    <Section id={id}>
      <CtaBanner title={title} text={text} actions={actions} />
    </Section>
  );
}
