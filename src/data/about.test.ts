import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {about} from './about';
import {CLAIMS, LINKS} from './constants';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(1);
const action = z
  .strictObject({label: text, to: text.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
const stat = z.strictObject({value: text, label: text, description: text.optional()});
const iconCard = z.strictObject({icon: z.enum(ICON_NAMES), title: text, text});

const aboutSchema = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, stats: z.array(stat).length(3)}),
  mission: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(2),
    image: z.strictObject({src: z.string().regex(/^\/img\/about\/.+\.svg$/), alt: text, width: z.number().int().positive(), height: z.number().int().positive()}),
    imageFallback: z.literal('Cannabis Chatbot Technology'),
  }),
  timeline: z.strictObject({title: text, subtitle: text, entries: z.array(z.strictObject({year: text, title: text, text})).length(3)}),
  features: z.strictObject({title: text, subtitle: text, cards: z.array(iconCard).min(3)}),
  testimonials: z.strictObject({title: text, items: z.array(z.strictObject({quote: text, author: text, position: text, company: text})).length(2)}),
  cta: z.strictObject({title: text, text, actions: z.array(action).min(2)}),
});

describe('about data', () => {
  it('matches its schema', () => {
    expect(() => aboutSchema.parse(about)).not.toThrow();
  });

  it('quotes the hero figures from constants', () => {
    expect(about.hero.stats.map((s) => s.value)).toEqual([CLAIMS.dispensaries, CLAIMS.years, CLAIMS.availability]);
  });

  it('has the 2020 / 2022 / now timeline', () => {
    expect(about.timeline.entries.map((e) => e.year)).toEqual(['2020', '2022', 'Now']);
  });

  it('calls to /contact and the booking page', () => {
    expect(about.cta.actions.map((a) => a.to ?? a.href)).toEqual(['/contact', LINKS.scheduling]);
  });
});
