import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALES, PRICING} from './constants';
import {LLMS_TXT} from './llmsTxt';
import {llmsTxtSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const pageFile = (route: string) =>
  ['.tsx', '/index.tsx'].some((ext) => existsSync(path.join('src/pages', `${route}${ext}`)));

describe('llms.txt copy', () => {
  it('matches its schema: one-line summary, plain paragraphs, existing pages', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(llmsTxtSchema, LLMS_TXT[locale]);
      for (const route of LLMS_TXT[locale].optionalPages)
        expect(pageFile(route), `no page in src/pages for ${route}`).toBe(true);
    }
  });

  it('quotes the price from the constants', () => {
    for (const locale of LOCALES) expect(LLMS_TXT[locale].details.join(' ')).toContain(`$${PRICING.planMonthly}`);
  });
});
