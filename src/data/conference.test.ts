import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {CONFERENCE} from './constants';
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
  it('matches the schemas', () => {
    z.object({
      eyebrow: text,
      title: z.literal('Claim Your Free AI Chatbot'),
      subtitle: text,
      freeLabel: text,
      action: z.literal('Register Now'),
    }).parse(conferenceHero);
    z.object({
      title: text,
      text,
      barLabel: text,
      of: text,
      claimed: text,
      remaining: text,
      left: text,
      soldOut: text,
    }).parse(conferenceAvailability);
    z.object({title: text, cards: z.array(item.extend({icon: z.enum(ICON_NAMES)})).min(3)}).parse(conferenceIncluded);
    z.object({title: text, items: z.array(item).min(3)}).parse(conferenceSteps);
    z.object({title: z.literal('Register Now'), text, terms: z.array(text).min(2)}).parse(conferenceForm);
  });

  it('quotes the free months from constants', () => {
    expect(conferenceHero.freeLabel).toBe(`${CONFERENCE.freeMonths} months free`);
  });
});
