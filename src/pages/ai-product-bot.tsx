import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import ProductBotHero from '@site/src/components/ProductBot/Hero';
import IconCards from '@site/src/components/shared/IconCards';
import AdminTools from '@site/src/components/ProductBot/AdminTools';
import Results from '@site/src/components/shared/Results';
import PricingCard from '@site/src/components/ProductBot/PricingCard';
import Testimonials from '@site/src/components/shared/Testimonials';
import Setup from '@site/src/components/shared/Setup';
import FaqSection from '@site/src/components/shared/FaqSection';
import DemoOptions from '@site/src/components/ProductBot/DemoOptions';
import CtaSection from '@site/src/components/shared/CtaSection';
import ActionLink from '@site/src/components/shared/ActionLink';
import {productBot as productBotTable} from '@site/src/data/productBot';
import {setupSteps as setupStepsTable} from '@site/src/data/howItWorks';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function ProductBotPage() {
  const productBot = useLocalized(productBotTable);
  const setupSteps = useLocalized(setupStepsTable);
  const {tech} = productBot;
  return (
    <PageLayout>
      <ProductBotHero hero={productBot.hero} />
      <IconCards id="problems" min={240} {...productBot.problems} />
      <IconCards id="features" tone="alt" {...productBot.features} />
      <AdminTools admin={productBot.adminTools} />
      <IconCards id="tech" tone="alt" min={240} title={tech.title} subtitle={tech.subtitle} cards={tech.points}>
        {tech.actions.map((action) => (
          <ActionLink key={action.label} {...action} />
        ))}
      </IconCards>
      <IconCards id="compliance" min={240} {...productBot.compliance} />
      <Results id="results" tone="alt" {...productBot.results} />
      <PricingCard pricing={productBot.pricing} />
      <Testimonials id="testimonials" tone="alt" {...productBot.testimonials} />
      <Setup id="setup" {...productBot.setup} steps={setupSteps} />
      <FaqSection id="faq" tone="alt" {...productBot.faq} />
      <DemoOptions demo={productBot.demo} />
      <CtaSection {...productBot.cta} />
    </PageLayout>
  );
}
