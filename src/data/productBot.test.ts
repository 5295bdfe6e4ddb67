import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {productBot} from './productBot';
import {PRICING} from './constants';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(1);
const action = z
  .strictObject({label: text, to: text.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
const stat = z.strictObject({value: text, label: text, description: text.optional()});
const iconCard = z.strictObject({icon: z.enum(ICON_NAMES), title: text, text});
const faqItem = z.strictObject({question: text, answer: text});
const image = z.strictObject({src: z.string().regex(/^\/img\/product\/.+\.svg$/), alt: text, width: z.number().int().positive(), height: z.number().int().positive()});
const cards = z.strictObject({title: text, subtitle: text, cards: z.array(iconCard).min(3)});

const schema = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, stats: z.array(stat).min(3), actions: z.array(action).min(2), image}),
  problems: cards,
  features: cards,
  adminTools: z.strictObject({title: text, subtitle: text, tools: z.array(iconCard).length(6), image}),
  tech: z.strictObject({title: text, subtitle: text, points: z.array(iconCard).min(3), actions: z.array(action).min(1)}),
  compliance: cards,
  results: z.strictObject({title: text, subtitle: text, stats: z.array(stat).min(3)}),
  pricing: z.strictObject({title: text, subtitle: text, price: text, period: text, includes: z.array(text).min(3), actions: z.array(action).min(1)}),
  testimonials: z.strictObject({title: text, items: z.array(z.strictObject({quote: text, author: text, position: text, company: text})).min(2)}),
  setup: z.strictObject({title: text, subtitle: text}),
  faq: z.strictObject({title: text, items: z.array(faqItem).length(13)}),
  demo: z.strictObject({title: text, subtitle: text, options: z.array(iconCard.extend({action})).min(2)}),
  cta: z.strictObject({title: text, text, actions: z.array(action).min(2)}),
});

/** Every internal target and outbound address the page's data links to. */
function linkTargets(): string[] {
  const targets: string[] = [];
  JSON.stringify(productBot, (key, value: unknown) => {
    if ((key === 'to' || key === 'href') && typeof value === 'string') targets.push(value);
    return value;
  });
  return targets;
}

describe('product bot data', () => {
  it('matches its schema', () => {
    expect(() => schema.parse(productBot)).not.toThrow();
  });

  it('names the six admin tools of the spec', () => {
    expect(productBot.adminTools.tools.map((t) => t.title)).toEqual([
      'Upsell mapping',
      'Promotion builder',
      'Brand tone presets',
      'Template library',
      'Analytics with CSV export',
      'API',
    ]);
  });

  it('links to every target the spec lists', () => {
    expect(linkTargets()).toEqual(expect.arrayContaining(['/waitlist', '#demo', '/integrations', '/pricing', '/chat-widget', '/contact-us']));
  });

  it('quotes the landing-page trial and the plan price', () => {
    expect(productBot.pricing.price).toBe(`$${PRICING.planMonthly}`);
    expect(productBot.pricing.includes).toContain(`${PRICING.trialDaysLanding}-day free trial`);
  });
});
