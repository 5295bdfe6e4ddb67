import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {socialLabels, stayConnected} from '@site/src/data/social';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** Stay Connected: the two profile links (LinkedIn, Instagram), in new tabs. */
export default function StayConnected() {
  const copy = useLocalized(stayConnected);
  const {followPrefix} = useLocalized(socialLabels);
  return (
    <Section id="stay-connected">
      <CtaBanner
        title={copy.title}
        text={copy.text}
        actions={copy.profiles.map((p) => ({label: `${followPrefix} ${p.label}`, href: p.href}))}
      />
    </Section>
  );
}
