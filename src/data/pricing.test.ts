import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {pricing, pricingFaq, pricingOffer} from './pricing';
import {LOCALES, PRICING} from './constants';
import {pricingOfferSchema, pricingSchema, faqItemSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('pricing data', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(pricingSchema, pricing[locale]);
      expectMatchesSchema(z.array(faqItemSchema).length(3), pricingFaq[locale]);
      expectMatchesSchema(pricingOfferSchema, pricingOffer[locale]);
    }
  });

  it('renders the pricing page prices from PRICING, in every language', () => {
    for (const locale of LOCALES) {
      const [monthly, annual] = pricing[locale].plans.items;
      expect(monthly?.price).toBe(usd(PRICING.pricingPageMonthly));
      expect(annual?.price).toBe(usd(PRICING.annualPerMonth));
      expect(annual?.billing).toContain(usd(PRICING.annualBilled));
      expect(annual?.badge).toContain(usd(PRICING.annualSavings));
    }
    expect(pricing.en.plans.earlyAccess.title).toContain(`${PRICING.earlyAccessFreeMonths} months free`);
    expect(pricing.es.plans.earlyAccess.title).toContain(`${PRICING.earlyAccessFreeMonths} meses gratis`);
  });

  it('names the trial, the guarantee, no setup fees and cancel anytime', () => {
    expect(pricing.en.hero.badges).toEqual([
      `${PRICING.trialDaysPricing}-day free trial`,
      `${PRICING.guaranteeDays}-day money-back guarantee`,
      'No setup fees',
      'Cancel anytime',
    ]);
    expect(pricing.es.hero.badges).toEqual([
      `Prueba gratis de ${PRICING.trialDaysPricing} días`,
      `Garantía de devolución del dinero de ${PRICING.guaranteeDays} días`,
      'Sin costos de configuración',
      'Cancela cuando quieras',
    ]);
  });

  it('spans the competitor price range and has exactly one row of ours, in every language', () => {
    for (const locale of LOCALES) {
      const prices = pricing[locale].comparison.rows
        .filter((r) => !r.ours)
        .map((r) => r.price)
        .join(' ');
      expect(prices).toContain(usd(PRICING.competitorPriceMin));
      expect(prices).toContain(usd(PRICING.competitorPriceMax));
      expect(pricing[locale].comparison.rows.filter((r) => r.ours)).toHaveLength(1);
    }
  });

  it('links to the same places in every language', () => {
    const targets = (locale: (typeof LOCALES)[number]) => {
      const found: string[] = [];
      JSON.stringify(pricing[locale], (key, value: unknown) => {
        if ((key === 'to' || key === 'href') && typeof value === 'string') found.push(value);
        return value;
      });
      return found;
    };
    for (const locale of LOCALES) expect(targets(locale)).toEqual(targets('en'));
  });
});
