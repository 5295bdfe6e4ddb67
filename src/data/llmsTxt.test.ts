import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {PRICING} from './constants';
import {LLMS_TXT} from './llmsTxt';

const pageFile = (route: string) => ['.tsx', '/index.tsx'].some((ext) => existsSync(path.join('src/pages', `${route}${ext}`)));

describe('llms.txt copy', () => {
  it('matches its schema: one-line summary, plain paragraphs, existing pages', () => {
    z.object({
      summary: z.string().min(40).refine((s) => !s.includes('\n'), 'one line'),
      details: z.array(z.string().min(20).refine((s) => !/[<>]/.test(s), 'no HTML')).min(1),
      optionalPages: z.array(z.string().regex(/^\/[a-z0-9-]+$/).refine(pageFile, 'no page in src/pages')).min(1),
    }).parse(LLMS_TXT);
  });

  it('quotes the price from the constants', () => {
    expect(LLMS_TXT.details.join(' ')).toContain(`$${PRICING.planMonthly}`);
  });
});
