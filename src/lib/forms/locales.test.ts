import {describe, expect, it} from 'vitest';
import {FORMS_COPY} from '../../data/forms';
import {DEMO_CONFIRMATION_MAILS} from '../../data/mails';
import {LOCALES} from '../../data/constants/locales';
import {FIELD_MESSAGES, FIELD_MESSAGES_BY_LOCALE, RULE_MESSAGES, SPAM_CHALLENGE_MESSAGES_BY_LOCALE} from './fields';
import {
  BUSY_LABELS_BY_LOCALE,
  POPUP_CONNECTION_ERROR_PREFIXES,
  soldOutMessage,
  TOASTS,
  TOASTS_BY_LOCALE,
} from './messages';
import {demoRequestSchema, fieldMessages, formSchemas} from './schemas';

/** Every leaf of a table, by its path: the shape two languages must share. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  return [[path, value]];
}

const TABLES = {
  FORMS_COPY,
  FIELD_MESSAGES_BY_LOCALE,
  RULE_MESSAGES,
  SPAM_CHALLENGE_MESSAGES_BY_LOCALE,
  TOASTS_BY_LOCALE,
  BUSY_LABELS_BY_LOCALE,
  POPUP_CONNECTION_ERROR_PREFIXES,
  DEMO_CONFIRMATION_MAILS,
};

describe('the forms in each language', () => {
  it.each(Object.entries(TABLES))('%s has the same entries in every language, each its own words', (_, table) => {
    const english = leaves(table.en);
    for (const locale of LOCALES) {
      const words = leaves(table[locale]);
      expect(words.map(([path]) => path)).toEqual(english.map(([path]) => path));
      if (locale === 'en') continue;
      // Numbers (rows) and functions are shared; text differs from the English.
      for (const [path, text] of words) {
        const original = english.find(([p]) => p === path)![1];
        if (typeof text !== 'string' || typeof original !== 'string') continue;
        expect(text, `${locale}${path}`).not.toBe(original);
        // A text that runs on into another (the popup's error, before the address) keeps its space.
        expect(text.endsWith(' '), `${locale}${path}`).toBe(original.endsWith(' '));
      }
    }
  });

  it('keeps the English messages word for word', () => {
    expect(FIELD_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      company: 'Company name must be at least 2 characters.',
      missingInfo: 'Please provide your name and email address.',
    });
    expect(TOASTS).toBe(TOASTS_BY_LOCALE.en);
    expect(formSchemas('en').demoRequestSchema).toBe(demoRequestSchema);
  });

  it('words the same rules in Spanish', () => {
    const parsed = formSchemas('es').demoRequestSchema.safeParse({
      name: 'D',
      email: 'dana@',
      phone: '12',
      company: 'X',
    });
    expect(parsed.success).toBe(false);
    expect(fieldMessages(parsed.error!)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres.',
      email: 'Escribe un correo electrónico válido.',
      phone: 'Escribe un número de teléfono válido.',
      company: 'El nombre de la empresa debe tener al menos 2 caracteres.',
    });
    const long = formSchemas('es').waitlistSchema.safeParse({
      name: `Ana\nLee`,
      email: 'ana@example.com',
      companyName: 'x'.repeat(121),
    });
    expect(fieldMessages(long.error!)).toEqual({
      name: 'El nombre debe ir en una sola línea.',
      companyName: 'El nombre de la empresa debe tener como máximo 120 caracteres.',
    });
    expect(soldOutMessage(300, 'es')).toContain('las 300 licencias');
    expect(soldOutMessage(300)).toBe(
      "All 300 free chatbot licenses have been claimed. Request a demo and we'll show you what BudBot can do for your dispensary.",
    );
  });

  it('sends the language and the attribution through the rules, and English when the language is unknown', () => {
    const schema = formSchemas('es').newsletterSchema;
    expect(
      schema.parse({email: 'ana@example.com', locale: 'es', attribution: {utm_source: 'x', bad: 1}}),
    ).toMatchObject({
      locale: 'es',
      attribution: {utm_source: 'x'},
    });
    expect(schema.parse({email: 'ana@example.com', locale: 'pt'}).locale).toBe('en');
    expect(schema.parse({email: 'ana@example.com'})).not.toHaveProperty('attribution');
  });
});
