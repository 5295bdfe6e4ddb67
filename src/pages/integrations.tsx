import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import IntegrationsHero from '@site/src/components/Integrations/Hero';
import IntegrationPartners from '@site/src/components/Integrations/Partners';
import IntegrationBenefits from '@site/src/components/Integrations/Benefits';
import CustomIntegration from '@site/src/components/Integrations/Custom';
import {integrationPartners, integrationsPage} from '@site/src/data/integrations';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function IntegrationsPage() {
  const copy = useLocalized(integrationsPage);
  const partners = useLocalized(integrationPartners);
  return (
    <PageLayout>
      <IntegrationsHero hero={copy.hero} custom={copy.custom} />
      <IntegrationPartners copy={copy.partners} partners={partners} />
      <IntegrationBenefits howItWorks={copy.howItWorks} />
      <CustomIntegration custom={copy.custom} />
    </PageLayout>
  );
}
