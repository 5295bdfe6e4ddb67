import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {contactCta as contactCtaTable} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** The Request a Demo link: /contact also leads to the demo form. */
export default function ContactClosing() {
  const contactCta = useLocalized(contactCtaTable);
  return (
    <Section>
      <CtaBanner
        title={contactCta.title}
        text={contactCta.text}
        actions={[{label: contactCta.action, to: '/request-demo'}]}
      />
    </Section>
  );
}
