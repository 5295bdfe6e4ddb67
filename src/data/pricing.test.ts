import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {pricing, pricingFaq, pricingOffer} from './pricing';
import {PRICING} from './constants';
import {pricingOfferSchema, pricingSchema, faqItemSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('pricing data', () => {
  it('matches its schema', () => {
    expectMatchesSchema(pricingSchema, pricing);
    expectMatchesSchema(z.array(faqItemSchema).length(3), pricingFaq);
    expectMatchesSchema(pricingOfferSchema, pricingOffer);
  });

  it('renders the pricing page prices from PRICING', () => {
    const [monthly, annual] = pricing.plans.items;
    expect(monthly?.price).toBe(usd(PRICING.pricingPageMonthly));
    expect(annual?.price).toBe(usd(PRICING.annualPerMonth));
    expect(annual?.billing).toContain(usd(PRICING.annualBilled));
    expect(annual?.badge).toContain(usd(PRICING.annualSavings));
    expect(pricing.plans.earlyAccess.title).toContain(`${PRICING.earlyAccessFreeMonths} months free`);
  });

  it('names the trial, the guarantee, no setup fees and cancel anytime', () => {
    expect(pricing.hero.badges).toEqual([
      `${PRICING.trialDaysPricing}-day free trial`,
      `${PRICING.guaranteeDays}-day money-back guarantee`,
      'No setup fees',
      'Cancel anytime',
    ]);
  });

  it('spans the competitor price range and has exactly one row of ours', () => {
    const prices = pricing.comparison.rows
      .filter((r) => !r.ours)
      .map((r) => r.price)
      .join(' ');
    expect(prices).toContain(usd(PRICING.competitorPriceMin));
    expect(prices).toContain(usd(PRICING.competitorPriceMax));
    expect(pricing.comparison.rows.filter((r) => r.ours)).toHaveLength(1);
  });
});
