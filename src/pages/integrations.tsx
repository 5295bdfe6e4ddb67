import React from 'react';
import Layout from '@theme/Layout';
import IntegrationsHero from '@site/src/components/Integrations/Hero';
import IntegrationPartners from '@site/src/components/Integrations/Partners';
import IntegrationBenefits from '@site/src/components/Integrations/Benefits';
import CustomIntegration from '@site/src/components/Integrations/Custom';

export default function IntegrationsPage() {
  return (
    <Layout>
      <main>
        <IntegrationsHero />
        <IntegrationPartners />
        <IntegrationBenefits />
        <CustomIntegration />
      </main>
    </Layout>
  );
}
