import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {parseFigure} from '../lib/counter';
import {
  chatPreview,
  waitlistBanner,
  waitlistClosing,
  waitlistCounters,
  waitlistFeatures,
  waitlistFormSection,
  waitlistHero,
} from './waitlist';
import {ICON_NAMES} from './iconNames';
import {LOCALES} from './constants';

const text = z.string().trim().min(2);

describe('waitlist data', () => {
  it('matches the schemas in every language', () => {
    for (const locale of LOCALES) {
      z.object({
        eyebrow: text,
        title: text,
        typingPhrases: z.array(text).min(2),
        subtitle: text,
        progressLabel: text,
        progressValue: z.custom<(percent: number) => string>((value) => typeof value === 'function'),
        countLabel: text,
        primaryAction: text,
        secondaryAction: text,
      }).parse(waitlistHero[locale]);
      z.object({
        title: text,
        subtitle: text,
        storeName: text,
        speakers: z.object({bot: text, shopper: text}),
        status: text,
        lines: z.array(z.object({from: z.enum(['shopper', 'bot']), text})).min(2),
        demoLink: text,
      }).parse(chatPreview[locale]);
      z.object({title: text, cards: z.array(z.object({icon: z.enum(ICON_NAMES), title: text, text})).length(3)}).parse(
        waitlistFeatures[locale],
      );
      z.object({title: text, items: z.array(z.object({figure: text, label: text, description: text})).length(3)}).parse(
        waitlistCounters[locale],
      );
      z.object({title: text, text, perks: z.array(text).min(2), joinedTitle: text, joinedText: text}).parse(
        waitlistFormSection[locale],
      );
      z.object({label: text, messages: z.array(text).min(3)}).parse(waitlistBanner[locale]);
      z.object({title: text, text, howItWorks: text, demo: text}).parse(waitlistClosing[locale]);
    }
  });

  it('reads the readiness bar out in each language', () => {
    expect(waitlistHero.en.progressValue(72)).toBe('72% ready');
    expect(waitlistHero.es.progressValue(72)).toBe('72% listo');
  });

  it('quotes the same figures in every language', () => {
    for (const locale of LOCALES) {
      expect(waitlistCounters[locale].items.map((item) => item.figure)).toEqual(
        waitlistCounters.en.items.map((item) => item.figure),
      );
      expect(waitlistFeatures[locale].cards.map((card) => card.icon)).toEqual(
        waitlistFeatures.en.cards.map((card) => card.icon),
      );
      expect(chatPreview[locale].lines.map((line) => line.from)).toEqual(chatPreview.en.lines.map((line) => line.from));
    }
  });

  it('has counters whose figures can be animated', () => {
    for (const locale of LOCALES)
      for (const counter of waitlistCounters[locale].items) expect(parseFigure(counter.figure)).not.toBeNull();
  });
});
