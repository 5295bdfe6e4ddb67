import React from 'react';
import Section from '@site/src/components/shared/Section';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {LINKS} from '@site/src/data/constants';
import type {IntegrationsPage} from '@site/src/data/integrations';

/** Custom integrations: book a call on the scheduling page (new tab). */
export default function CustomIntegration({custom}: Pick<IntegrationsPage, 'custom'>) {
  return (
    <Section id="custom">
      <CtaBanner
        title={custom.title}
        text={custom.text}
        actions={[
          {label: custom.actionLabel, href: LINKS.scheduling},
          {label: custom.contactLabel, to: '/contact'},
        ]}
      />
    </Section>
  );
}
