import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {LINKS} from './constants';
import {contactChannels, contactCta, contactHelp, contactHero, contactSocial, requestDemoPage} from './contact';
import {ICON_NAMES} from './iconNames';

const text = z.string().trim().min(2);
const internal = z.string().regex(/^\/[a-z0-9\-/]*$/);

describe('contact data', () => {
  it('matches the schemas', () => {
    z.object({title: z.literal('Support and Contact'), subtitle: text}).parse(contactHero);
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
    }).parse(contactChannels);
    z.object({title: text, text, followLabel: text, reviewsLabel: text}).parse(contactSocial);
    z.object({
      title: text,
      items: z.array(z.object({title: text, text, link: z.object({label: text, to: internal})})).min(2),
    }).parse(contactHelp);
    z.object({title: text, text, action: text}).parse(contactCta);
    z.object({
      hero: z.object({eyebrow: text, title: z.literal('Request a Demo'), subtitle: text}),
      formTitle: text,
      formText: text,
      covers: z.object({title: text, items: z.array(text).min(3)}),
      next: z.object({title: text, items: z.array(z.object({title: text, text})).min(2)}),
      schedule: z.object({text, action: text}),
    }).parse(requestDemoPage);
  });

  it('offers the contact e-mail, the scheduling page and the demo form', () => {
    const actions = contactChannels.items.map((item) => item.action);
    expect(actions).toContainEqual(expect.objectContaining({href: `mailto:${LINKS.contactEmail}`}));
    expect(actions).toContainEqual(expect.objectContaining({href: LINKS.scheduling}));
    expect(actions).toContainEqual(expect.objectContaining({to: '/request-demo'}));
  });
});
