import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {ASK_VOCABULARY} from './askVocabulary';
import {AGENT_PRICING, LOCALES} from './constants';
import {integrationPartners} from './integrations';
import {expectMatchesSchema} from './testing';

/** A phrase as the engine matches it: lower case, words of letters, digits and the odd '.', '%' or space. */
const phrase = z
  .string()
  .regex(/^[a-z0-9][a-z0-9 .%-]*$/, 'lower case, no punctuation but . % -')
  .refine((value) => value.trim() === value && !value.includes('  '), 'single spaces');
const askVocabularySchema = z.array(
  z
    .object({
      kind: z.enum(['abbreviation', 'synonym', 'slang', 'product', 'partner']),
      says: z.array(phrase).min(1),
      means: z.array(phrase).min(1),
    })
    .strict(),
);

describe('Ask vocabulary', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) expectMatchesSchema(askVocabularySchema, ASK_VOCABULARY[locale]);
  });

  it('gives each phrase one meaning in every language', () => {
    for (const locale of LOCALES) {
      const says = ASK_VOCABULARY[locale].flatMap((entry) => entry.says);
      expect(
        says.filter((value, i) => says.indexOf(value) !== i),
        locale,
      ).toEqual([]);
    }
  });

  it('writes Spanish phrases without accents, as the engine compares them', () => {
    const phrases = ASK_VOCABULARY.es.flatMap((entry) => [...entry.says, ...entry.means]);
    expect(phrases.filter((value) => value.normalize('NFD') !== value)).toEqual([]);
  });

  it('has the abbreviations and slang of the issue', () => {
    const meaningOf = (word: string) => ASK_VOCABULARY.en.find((entry) => entry.says.includes(word))?.means;
    expect(meaningOf('oos')).toEqual(['sold out', 'out of stock']);
    expect(meaningOf('pos')).toContain('point of sale');
    expect(meaningOf('preroll')).toContain('pre-roll');
    expect(meaningOf('budtenders')).toContain('budtender');
  });

  it('names every partner and every agent', () => {
    const names = new Set(
      ASK_VOCABULARY.en
        .filter((entry) => entry.kind === 'partner' || entry.kind === 'product')
        .flatMap((entry) => entry.says),
    );
    for (const partner of integrationPartners.en) expect(names, partner.name).toContain(partner.name.toLowerCase());
    for (const agent of Object.keys(AGENT_PRICING)) expect(names, agent).toContain(agent.replace(/-/g, ' '));
    expect(names).toContain('ada widget');
  });
});
