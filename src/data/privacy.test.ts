import {describe, expect, it} from 'vitest';
import {LINKS} from './constants';
import {privacyPage, privacySections} from './privacy';
import {privacySchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('privacy data', () => {
  it('matches the schema', () => {
    expectMatchesSchema(privacySchema, {page: privacyPage, sections: privacySections});
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
