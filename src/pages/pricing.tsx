import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import PricingHero from '@site/src/components/Pricing/Hero';
import CartProblem from '@site/src/components/Pricing/CartProblem';
import Plans from '@site/src/components/Pricing/Plans';
import Comparison from '@site/src/components/Pricing/Comparison';
import IconCards from '@site/src/components/shared/IconCards';
import Results from '@site/src/components/shared/Results';
import FaqSection from '@site/src/components/shared/FaqSection';
import CtaSection from '@site/src/components/shared/CtaSection';
import {pricing as pricingTable, pricingFaq} from '@site/src/data/pricing';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** Section ids are the header's Pricing anchors: hero, cart-problem, plans, features, results, comparison, faq, cta. */
export default function PricingPage() {
  const pricing = useLocalized(pricingTable);
  const faq = useLocalized(pricingFaq);
  return (
    <PageLayout>
      <PricingHero hero={pricing.hero} />
      <CartProblem problem={pricing.cartProblem} />
      <Plans plans={pricing.plans} />
      <IconCards id="features" {...pricing.features} />
      <Results id="results" tone="alt" {...pricing.results} />
      <Comparison comparison={pricing.comparison} />
      <FaqSection id="faq" tone="alt" title={pricing.faqTitle} items={faq} />
      <CtaSection id="cta" {...pricing.cta} />
    </PageLayout>
  );
}
