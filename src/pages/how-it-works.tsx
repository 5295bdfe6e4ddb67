import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import HowItWorksHero from '@site/src/components/HowItWorks/Hero';
import Conversation from '@site/src/components/HowItWorks/Conversation';
import Integrations from '@site/src/components/HowItWorks/Integrations';
import Setup from '@site/src/components/shared/Setup';
import CtaSection from '@site/src/components/shared/CtaSection';
import {howItWorks as howItWorksTable, setupSteps as setupStepsTable} from '@site/src/data/howItWorks';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function HowItWorksPage() {
  const howItWorks = useLocalized(howItWorksTable);
  const setupSteps = useLocalized(setupStepsTable);
  return (
    <PageLayout>
      <HowItWorksHero hero={howItWorks.hero} />
      <Setup id="setup" {...howItWorks.steps} steps={setupSteps} />
      <Conversation conversation={howItWorks.conversation} />
      <Integrations integrations={howItWorks.integrations} />
      <CtaSection {...howItWorks.cta} />
    </PageLayout>
  );
}
