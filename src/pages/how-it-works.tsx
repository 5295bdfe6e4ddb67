import React from 'react';
import Layout from '@theme/Layout';
import HowItWorksHero from '@site/src/components/HowItWorks/Hero';
import Conversation from '@site/src/components/HowItWorks/Conversation';
import Integrations from '@site/src/components/HowItWorks/Integrations';
import Setup from '@site/src/components/shared/Setup';
import CtaSection from '@site/src/components/shared/CtaSection';
import {howItWorks, setupSteps} from '@site/src/data/howItWorks';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function HowItWorksPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <HowItWorksHero hero={howItWorks.hero} />
          <Setup id="setup" {...howItWorks.steps} steps={setupSteps} />
          <Conversation conversation={howItWorks.conversation} />
          <Integrations integrations={howItWorks.integrations} />
          <CtaSection {...howItWorks.cta} />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
