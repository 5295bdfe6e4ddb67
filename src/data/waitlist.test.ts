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

const text = z.string().trim().min(2);

describe('waitlist data', () => {
  it('matches the schemas', () => {
    z.object({
      eyebrow: text,
      title: text,
      typingPhrases: z.array(text).min(2),
      subtitle: text,
      progressLabel: text,
      countLabel: text,
      primaryAction: text,
      secondaryAction: text,
    }).parse(waitlistHero);
    z.object({
      title: text,
      subtitle: text,
      storeName: text,
      speakers: z.object({bot: text, shopper: text}),
      status: text,
      lines: z.array(z.object({from: z.enum(['shopper', 'bot']), text})).min(2),
      demoLink: text,
    }).parse(chatPreview);
    z.object({title: text, cards: z.array(z.object({icon: z.enum(ICON_NAMES), title: text, text})).length(3)}).parse(
      waitlistFeatures,
    );
    z.object({title: text, items: z.array(z.object({figure: text, label: text, description: text})).length(3)}).parse(
      waitlistCounters,
    );
    z.object({title: text, text, perks: z.array(text).min(2), joinedTitle: text, joinedText: text}).parse(
      waitlistFormSection,
    );
    z.object({label: text, messages: z.array(text).min(3)}).parse(waitlistBanner);
    z.object({title: text, text, howItWorks: text, demo: text}).parse(waitlistClosing);
  });

  it('has counters whose figures can be animated', () => {
    for (const counter of waitlistCounters.items) expect(parseFigure(counter.figure)).not.toBeNull();
  });
});
