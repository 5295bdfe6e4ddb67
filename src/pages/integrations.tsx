import React from 'react';
import Layout from '@theme/Layout';
import IntegrationsHero from '@site/src/components/Integrations/Hero';
import IntegrationPartners from '@site/src/components/Integrations/Partners';
import IntegrationBenefits from '@site/src/components/Integrations/Benefits';
import CustomIntegration from '@site/src/components/Integrations/Custom';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function IntegrationsPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <IntegrationsHero />
          <IntegrationPartners />
          <IntegrationBenefits />
          <CustomIntegration />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
