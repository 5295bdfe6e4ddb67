import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {HOME} from '@site/src/data/home';

export default function CallToAction() {
  return (
    <Section>
      <CtaBanner {...HOME.cta} />
    </Section>
  );
}
