import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {socialLabels, stayConnected} from '@site/src/data/social';

/** Stay Connected: the two profile links (LinkedIn, Instagram), in new tabs. */
export default function StayConnected() {
  return (
    <Section id="stay-connected">
      <CtaBanner
        title={stayConnected.title}
        text={stayConnected.text}
        actions={stayConnected.profiles.map((p) => ({label: `${socialLabels.followPrefix} ${p.label}`, href: p.href}))}
      />
    </Section>
  );
}
