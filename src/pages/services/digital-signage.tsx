import React from 'react';
import Layout from '@theme/Layout';
import ServiceHero from '@site/src/components/Services/Hero';
import ServiceProvider from '@site/src/components/Services/Provider';
import ServiceCards from '@site/src/components/Services/Cards';
import ServiceSteps from '@site/src/components/Services/Steps';
import ServicePairing from '@site/src/components/Services/Pairing';
import ServiceQuestions from '@site/src/components/Services/Questions';
import ServiceClosing from '@site/src/components/Services/Closing';
import {digitalSignage as page, serviceActions} from '@site/src/data/services';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function DigitalSignagePage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <ServiceHero
            hero={page.hero}
            actions={[
              {label: page.provider.label, href: page.provider.href},
              {label: serviceActions.talk, to: '/contact'},
            ]}
          />
          <ServiceProvider provider={page.provider} />
          <ServiceCards id="features" tone="alt" {...page.features} />
          <ServiceSteps id="rollout" tone="default" {...page.steps} />
          <ServicePairing pairing={page.pairing} />
          <ServiceQuestions faq={page.faq} />
          <ServiceClosing
            {...page.cta}
            actions={[
              {label: page.provider.label, href: page.provider.href},
              {label: serviceActions.contact, to: '/contact'},
            ]}
          />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
