import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import ServiceHero from '@site/src/components/Services/Hero';
import ServiceProvider from '@site/src/components/Services/Provider';
import ServiceCards from '@site/src/components/Services/Cards';
import ServiceSteps from '@site/src/components/Services/Steps';
import ServicePairing from '@site/src/components/Services/Pairing';
import ServiceQuestions from '@site/src/components/Services/Questions';
import ServiceClosing from '@site/src/components/Services/Closing';
import {serviceActions as serviceActionsTable, type PartnerService} from '@site/src/data/services';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** A service a partner delivers (digital signage, ad network): the same page over each one's data. */
export default function PartnerServicePage({page}: {page: PartnerService}) {
  const serviceActions = useLocalized(serviceActionsTable);
  const visitProvider = {label: page.provider.label, href: page.provider.href};
  const {id: stepsId, ...steps} = page.steps;
  return (
    <PageLayout>
      <ServiceHero hero={page.hero} actions={[visitProvider, {label: serviceActions.talk, to: '/contact'}]} />
      <ServiceProvider provider={page.provider} />
      <ServiceCards id="features" tone="alt" {...page.features} />
      <ServiceSteps id={stepsId} tone="default" {...steps} />
      <ServicePairing pairing={page.pairing} />
      <ServiceQuestions faq={page.faq} />
      <ServiceClosing {...page.cta} actions={[visitProvider, {label: serviceActions.contact, to: '/contact'}]} />
    </PageLayout>
  );
}
