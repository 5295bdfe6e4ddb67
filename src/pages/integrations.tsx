import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import IntegrationsHero from '@site/src/components/Integrations/Hero';
import IntegrationPartners from '@site/src/components/Integrations/Partners';
import IntegrationBenefits from '@site/src/components/Integrations/Benefits';
import CustomIntegration from '@site/src/components/Integrations/Custom';

export default function IntegrationsPage() {
  return (
    <PageLayout>
      <IntegrationsHero />
      <IntegrationPartners />
      <IntegrationBenefits />
      <CustomIntegration />
    </PageLayout>
  );
}
