import {describe, expect, it} from 'vitest';
import {LINKS, LOCALES} from './constants';
import {PRIVACY_DELETION, privacyDeletion, privacyPage, privacySections} from './privacy';
import {privacySchema} from './schemas';
import {expectMatchesSchema} from './testing';
import {formatLongDate} from '../lib/dates';

describe('privacy data', () => {
  it.each(LOCALES)('matches the schema in %s', (locale) => {
    expectMatchesSchema(privacySchema, {page: privacyPage[locale], sections: privacySections[locale]});
  });

  it('was last updated April 2, 2025, written in each language', () => {
    expect(privacyPage.en.lastUpdated).toBe('April 2, 2025');
    for (const locale of LOCALES) {
      expect(privacyPage[locale].lastUpdatedIso).toBe(privacyPage.en.lastUpdatedIso);
      expect(privacyPage[locale].lastUpdated).toBe(formatLongDate(privacyPage[locale].lastUpdatedIso, locale));
    }
  });

  it.each(LOCALES)('numbers the nine sections in order, with the English ids, in %s', (locale) => {
    const sections = privacySections[locale];
    sections.forEach((section, index) => expect(section.title.startsWith(`${index + 1}. `)).toBe(true));
    expect(sections.map((s) => s.id)).toEqual(privacySections.en.map((s) => s.id));
    expect(new Set(sections.map((s) => s.id)).size).toBe(9);
  });

  it('names what each form collects and how to reach us', () => {
    const all = JSON.stringify(privacySections.en);
    expect(all).toContain('name, email, phone, company and message');
    expect(all).toContain('name, email and company name');
    expect(all).toContain('name, email, company name and phone number');
    expect(all).toContain('Postgres');
    expect(all).toContain(LINKS.contactEmail);
  });

  it.each(LOCALES)('gives the contact address and names the "Delete my data" form as it reads, in %s', (locale) => {
    expect(JSON.stringify(privacySections[locale])).toContain(LINKS.contactEmail);
    const rights = privacySections[locale].find(({id}) => id === 'your-rights')!;
    expect(rights.paragraphs.join(' ')).toContain(PRIVACY_DELETION[locale].form.title);
  });

  it('keeps the English deletion copy the server answers with', () => {
    expect(PRIVACY_DELETION.en).toBe(privacyDeletion);
    for (const locale of LOCALES)
      expect(Object.keys(PRIVACY_DELETION[locale].messages).sort()).toEqual(['expired', 'invalid', 'used']);
  });
});
