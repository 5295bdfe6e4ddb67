import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {LINKS} from './constants';
import {privacyPage, privacySections} from './privacy';

const text = z.string().trim().min(3);

describe('privacy data', () => {
  it('matches the schema', () => {
    z.object({title: text, updatedLabel: text, lastUpdated: z.literal('April 2, 2025'), lastUpdatedIso: z.iso.date(), tocLabel: text, intro: text}).parse(privacyPage);
    z.array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        title: text,
        paragraphs: z.array(text).min(1),
        items: z.array(z.object({term: text, description: text})).optional(),
      }),
    )
      .length(9)
      .parse(privacySections);
  });

  it('numbers the nine sections in order, with unique ids', () => {
    privacySections.forEach((section, index) => expect(section.title.startsWith(`${index + 1}. `)).toBe(true));
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(9);
  });

  it('names what each form collects and how to reach us', () => {
    const all = JSON.stringify(privacySections);
    expect(all).toContain('name, email, phone, company and message');
    expect(all).toContain('name, email and company name');
    expect(all).toContain('name, email, company name and phone number');
    expect(all).toContain('Postgres');
    expect(all).toContain(LINKS.contactEmail);
  });
});
