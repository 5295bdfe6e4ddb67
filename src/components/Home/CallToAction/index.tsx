import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function CallToAction() {
  const copy = useLocalized(HOME).cta;
  return (
    <Section>
      <CtaBanner {...copy} />
    </Section>
  );
}
