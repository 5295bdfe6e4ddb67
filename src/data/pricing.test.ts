import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {pricing, pricingFaq} from './pricing';
import {PRICING} from './constants';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(1);
const action = z
  .strictObject({label: text, to: text.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
const stat = z.strictObject({value: text, label: text, description: text.optional()});
const iconCard = z.strictObject({icon: z.enum(ICON_NAMES), title: text, text});
const faqItem = z.strictObject({question: text, answer: text});

const plan = z.strictObject({
  id: z.enum(['monthly', 'annual']),
  name: text,
  price: z.string().regex(/^\$\d[\d,]*$/),
  period: text,
  billing: text,
  badge: text.optional(),
  highlights: z.array(text).min(3),
  action,
});
const row = z.strictObject({name: text, price: text, responseTime: text, cartRecovery: text, usageLimits: text, bestFor: text, ours: z.boolean().optional()});

const pricingSchema = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, badges: z.array(text).min(4), actions: z.array(action).min(1)}),
  cartProblem: z.strictObject({title: text, subtitle: text, stats: z.array(stat).min(3), points: z.array(text).min(2)}),
  plans: z.strictObject({title: text, subtitle: text, items: z.array(plan).length(2), earlyAccess: z.strictObject({title: text, text, action})}),
  features: z.strictObject({title: text, subtitle: text, cards: z.array(iconCard).min(3)}),
  results: z.strictObject({title: text, subtitle: text, stats: z.array(stat).min(3)}),
  comparison: z.strictObject({title: text, subtitle: text, note: text, rows: z.array(row).min(3)}),
  faqTitle: text,
  cta: z.strictObject({title: text, text, actions: z.array(action).min(2)}),
});

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('pricing data', () => {
  it('matches its schema', () => {
    expect(() => pricingSchema.parse(pricing)).not.toThrow();
    expect(() => z.array(faqItem).length(3).parse(pricingFaq)).not.toThrow();
  });

  it('renders the spec 9 prices from PRICING', () => {
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
    const prices = pricing.comparison.rows.filter((r) => !r.ours).map((r) => r.price).join(' ');
    expect(prices).toContain(usd(PRICING.competitorPriceMin));
    expect(prices).toContain(usd(PRICING.competitorPriceMax));
    expect(pricing.comparison.rows.filter((r) => r.ours)).toHaveLength(1);
  });
});
