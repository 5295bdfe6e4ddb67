import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {LINKS} from './constants';
import {adNetwork, consultancy, digitalSignage, serviceActions} from './services';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().trim().min(3);
const card = z.object({icon: z.enum(ICON_NAMES), title: text, text});
const step = z.object({title: text, text});
const hero = z.object({eyebrow: text, title: text, subtitle: text, points: z.array(text).min(2)});

const partnerService = z.object({
  hero,
  provider: z.object({href: z.url({protocol: /^https$/}), label: text, title: text, text}),
  features: z.object({title: text, subtitle: text, cards: z.array(card).min(3)}),
  steps: z.object({id: z.string().regex(/^[a-z-]+$/), title: text, subtitle: text, items: z.array(step).min(3)}),
  pairing: z.object({title: text, text, points: z.array(text).min(2)}),
  faq: z.object({title: text, items: z.array(z.object({question: text, answer: text})).min(2)}),
  cta: z.object({title: text, text}),
});

const consultancyPage = z.object({
  hero,
  services: z.object({title: text, subtitle: text, cards: z.array(card).min(3)}),
  stats: z.object({
    title: text,
    subtitle: text,
    items: z.array(z.object({value: z.string().min(1), label: text, description: text})).min(3),
  }),
  process: z.object({title: text, subtitle: text, items: z.array(step).min(3)}),
  cta: z.object({title: text, text}),
});

describe('services data', () => {
  it('matches the schemas', () => {
    partnerService.parse(digitalSignage);
    partnerService.parse(adNetwork);
    consultancyPage.parse(consultancy);
    z.record(z.string(), text).parse(serviceActions);
  });

  it('sends each partner service to its provider', () => {
    expect(digitalSignage.provider.href).toBe(LINKS.menuBoardProvider);
    expect(adNetwork.provider.href).toBe(LINKS.adNetworkProvider);
  });
});
