import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {waitlistClosing} from '@site/src/data/waitlist';

/** Closing band: how it works, or the live demo. */
export default function WaitlistClosing() {
  return (
    <Section>
      <CtaBanner
        title={waitlistClosing.title}
        text={waitlistClosing.text}
        actions={[
          {label: waitlistClosing.howItWorks, to: '/how-it-works'},
          {label: waitlistClosing.demo, to: '/demo'},
        ]}
      />
    </Section>
  );
}
