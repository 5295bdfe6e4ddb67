import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {LINKS, LOCALES} from './constants';
import {contactChannels, contactCta, contactHelp, contactHero, contactSocial, requestDemoPage} from './contact';
import {ICON_NAMES} from './iconNames';

const text = z.string().trim().min(2);
const internal = z.string().regex(/^\/[a-z0-9\-/]*$/);

describe('contact data', () => {
  it('matches the schemas in every language', () => {
    for (const locale of LOCALES) {
      z.object({title: text, subtitle: text}).parse(contactHero[locale]);
      z.object({
        title: text,
        items: z
          .array(
            z.object({
              icon: z.enum(ICON_NAMES),
              title: text,
              text,
              action: z.object({
                label: text,
                href: z
                  .string()
                  .regex(/^(https:|mailto:)/)
                  .optional(),
                to: internal.optional(),
              }),
              detail: text.optional(),
            }),
          )
          .min(3),
      }).parse(contactChannels[locale]);
      z.object({title: text, text, followLabel: text, reviewsLabel: text, newTab: text}).parse(contactSocial[locale]);
      z.object({
        title: text,
        items: z.array(z.object({title: text, text, link: z.object({label: text, to: internal})})).min(2),
      }).parse(contactHelp[locale]);
      z.object({title: text, text, action: text}).parse(contactCta[locale]);
      z.object({
        hero: z.object({eyebrow: text, title: text, subtitle: text}),
        formTitle: text,
        formText: text,
        covers: z.object({title: text, items: z.array(text).min(3)}),
        next: z.object({title: text, items: z.array(z.object({title: text, text})).min(2)}),
        schedule: z.object({text, action: text, newTab: text}),
      }).parse(requestDemoPage[locale]);
    }
  });

  it('keeps the English page titles', () => {
    expect(contactHero.en.title).toBe('Support and Contact');
    expect(requestDemoPage.en.hero.title).toBe('Request a Demo');
  });

  it('offers the contact e-mail, the scheduling page and the demo form, in every language', () => {
    for (const locale of LOCALES) {
      const actions = contactChannels[locale].items.map((item) => item.action);
      expect(actions).toContainEqual(expect.objectContaining({href: `mailto:${LINKS.contactEmail}`}));
      expect(actions).toContainEqual(expect.objectContaining({href: LINKS.scheduling}));
      expect(actions).toContainEqual(expect.objectContaining({to: '/request-demo'}));
    }
  });

  it('sends each help topic to the same page in every language', () => {
    for (const locale of LOCALES)
      expect(contactHelp[locale].items.map((item) => item.link.to)).toEqual(
        contactHelp.en.items.map((item) => item.link.to),
      );
  });
});
