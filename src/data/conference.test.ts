import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {CONFERENCE, LOCALES} from './constants';
import {
  conferenceAvailability,
  conferenceForm,
  conferenceHero,
  conferenceIncluded,
  conferenceSteps,
} from './conference';
import {ICON_NAMES} from './iconNames';

const text = z.string().trim().min(2);
const item = z.object({title: text, text});

describe('conference data', () => {
  it('matches the schemas in every language', () => {
    expect(conferenceHero.en).toMatchObject({title: 'Claim Your Free AI Chatbot', action: 'Register Now'});
    expect(conferenceForm.en.title).toBe('Register Now');
    for (const locale of LOCALES) {
      z.object({
        eyebrow: text,
        title: text,
        subtitle: text,
        freeLabel: text,
        action: text,
      }).parse(conferenceHero[locale]);
      z.object({
        title: text,
        text,
        barLabel: text,
        of: text,
        claimed: text,
        remaining: text,
        left: text,
        soldOut: text,
      }).parse(conferenceAvailability[locale]);
      z.object({title: text, cards: z.array(item.extend({icon: z.enum(ICON_NAMES)})).min(3)}).parse(
        conferenceIncluded[locale],
      );
      z.object({title: text, items: z.array(item).min(3)}).parse(conferenceSteps[locale]);
      z.object({title: text, text, terms: z.array(text).min(2)}).parse(conferenceForm[locale]);
    }
  });

  it('offers the same cards and steps in every language', () => {
    for (const locale of LOCALES) {
      expect(conferenceIncluded[locale].cards.map((card) => card.icon)).toEqual(
        conferenceIncluded.en.cards.map((card) => card.icon),
      );
      expect(conferenceSteps[locale].items).toHaveLength(conferenceSteps.en.items.length);
    }
  });

  it('quotes the free months from constants', () => {
    expect(conferenceHero.en.freeLabel).toBe(`${CONFERENCE.freeMonths} months free`);
    expect(conferenceHero.es.freeLabel).toBe(`${CONFERENCE.freeMonths} meses gratis`);
  });
});
