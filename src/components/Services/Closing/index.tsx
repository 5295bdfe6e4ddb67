import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import type {Action} from '@site/src/components/shared/ActionLink';

type Props = {title: string; text: string; actions: readonly Action[]};

/** Closing call to action of a service page. */
export default function ServiceClosing({title, text, actions}: Props) {
  return (
    <Section>
      <CtaBanner title={title} text={text} actions={actions} />
    </Section>
  );
}
