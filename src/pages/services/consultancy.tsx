import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import {LINKS} from '@site/src/data/constants';
import ServiceHero from '@site/src/components/Services/Hero';
import ServiceCards from '@site/src/components/Services/Cards';
import ServiceStats from '@site/src/components/Services/Stats';
import ServiceSteps from '@site/src/components/Services/Steps';
import ServiceClosing from '@site/src/components/Services/Closing';
import {consultancy, serviceActions as serviceActionsTable} from '@site/src/data/services';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

// Also shown at /services/website-building and /services/ai-implementation (docs-engineering/decisions.md#aliases).
export default function ConsultancyPage() {
  const page = useLocalized(consultancy);
  const serviceActions = useLocalized(serviceActionsTable);
  return (
    <PageLayout>
      <ServiceHero
        hero={page.hero}
        actions={[
          {label: serviceActions.discovery, href: LINKS.scheduling},
          {label: serviceActions.talk, to: '/contact'},
        ]}
      />
      <ServiceCards id="services" {...page.services} />
      <ServiceStats stats={page.stats} />
      <ServiceSteps id="process" tone="default" {...page.process} />
      <ServiceClosing
        {...page.cta}
        actions={[
          {label: serviceActions.discovery, href: LINKS.scheduling},
          {label: serviceActions.integrations, to: '/integrations'},
        ]}
      />
    </PageLayout>
  );
}
