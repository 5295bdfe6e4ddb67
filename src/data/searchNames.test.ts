import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {PRODUCT_SEARCH_NAMES} from './searchNames';
import {agentCards} from './agents';
import {expectMatchesSchema} from './testing';
import {sourceFiles} from '../lib/sourceFiles';

const entrySchema = z
  .object({
    path: z.string().regex(/^\/[a-z0-9/-]+$/),
    name: z.string().min(2),
    terms: z.array(z.string().regex(/^[a-z0-9 ]+$/, 'lower case words')),
  })
  .strict();

describe('product names for the site search', () => {
  it('matches its schema, one entry a page, names unique', () => {
    expectMatchesSchema(z.array(entrySchema), PRODUCT_SEARCH_NAMES);
    expect(new Set(PRODUCT_SEARCH_NAMES.map((entry) => entry.path)).size).toBe(PRODUCT_SEARCH_NAMES.length);
    expect(new Set(PRODUCT_SEARCH_NAMES.map((entry) => entry.name.toLowerCase())).size).toBe(
      PRODUCT_SEARCH_NAMES.length,
    );
  });

  it('lists every agent, service and product page, so a new one cannot be left out', () => {
    const routes = sourceFiles(['src/pages/agents', 'src/pages/services'], /\.tsx$/).map((file) =>
      file.replace(/^src\/pages|\.tsx$/g, ''),
    );
    expect(PRODUCT_SEARCH_NAMES.map((entry) => entry.path).sort()).toEqual(
      [...routes, '/ai-agents', '/ai-product-bot'].sort(),
    );
  });

  it('names each agent as its card does', () => {
    for (const card of agentCards.en)
      expect(PRODUCT_SEARCH_NAMES.find((entry) => entry.path === card.path)?.name).toBe(card.name);
  });
});
