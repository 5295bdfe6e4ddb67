import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {waitlistClosing} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** Closing band: how it works, or the live demo. */
export default function WaitlistClosing() {
  const copy = useLocalized(waitlistClosing);
  return (
    <Section>
      <CtaBanner
        title={copy.title}
        text={copy.text}
        actions={[
          {label: copy.howItWorks, to: '/how-it-works'},
          {label: copy.demo, to: '/demo'},
        ]}
      />
    </Section>
  );
}
