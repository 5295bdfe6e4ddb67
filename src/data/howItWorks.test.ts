import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {howItWorks, setupSteps} from './howItWorks';
import {DEMO} from './constants';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(1);
const action = z
  .strictObject({label: text, to: text.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
const iconCard = z.strictObject({icon: z.enum(ICON_NAMES), title: text, text});
const step = z.strictObject({title: text, text});

const schema = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, actions: z.array(action).min(2)}),
  steps: z.strictObject({title: text, subtitle: text}),
  conversation: z.strictObject({
    title: text,
    subtitle: text,
    stages: z.array(step).min(3),
    sample: z.strictObject({caption: text, notice: text, lines: z.array(z.strictObject({from: z.enum(['shopper', 'bot']), text})).min(2)}),
  }),
  integrations: z.strictObject({title: text, text, partners: z.array(text).length(7), cards: z.array(iconCard).min(2), action}),
  cta: z.strictObject({title: text, text, actions: z.array(action).min(2)}),
});

describe('how-it-works data', () => {
  it('matches its schema', () => {
    expect(() => schema.parse(howItWorks)).not.toThrow();
    expect(() => z.array(step).length(5).parse(setupSteps)).not.toThrow();
  });

  it('links to /pricing and /request-demo (decisions.md)', () => {
    const targets = howItWorks.cta.actions.map((a) => a.to);
    expect(targets).toEqual(['/pricing', '/request-demo']);
  });

  it('carries the adults-only notice on its sample chat', () => {
    expect(howItWorks.conversation.sample.notice).toBe(DEMO.adultsNotice);
  });
});
