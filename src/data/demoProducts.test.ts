import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {demoProductSchema} from '@site/src/lib/chat/schema';
import {CAROUSEL_PRODUCTS, DEMO_PRODUCTS} from './demoProducts';
import {expectMatchesSchema} from './testing';

describe('DEMO_PRODUCTS', () => {
  it('matches the demo product schema', () => {
    expectMatchesSchema(z.array(demoProductSchema), DEMO_PRODUCTS);
  });

  it('has unique ids and local images that exist', () => {
    expect(new Set(DEMO_PRODUCTS.map((product) => product.id)).size).toBe(DEMO_PRODUCTS.length);
    for (const product of DEMO_PRODUCTS)
      expect(existsSync(path.join('static', product.image)), product.image).toBe(true);
  });

  it('uses neutral symbols only, never candy or cartoon imagery', () => {
    const allowed = new Set(['🌿', '🍃', '💧', '🌙']);
    for (const product of DEMO_PRODUCTS)
      expect(allowed.has(product.emoji), `${product.id}: ${product.emoji}`).toBe(true);
    for (const product of DEMO_PRODUCTS) expect(product.name).not.toMatch(/gumm|candy|lollipop|cartoon|sour|bear/i);
  });

  it('covers every product type', () => {
    expect(new Set(DEMO_PRODUCTS.map((product) => product.type))).toEqual(
      new Set(['Edible', 'Vape', 'Tincture', 'Topical', 'Pre-rolls']),
    );
  });

  it('puts featured products first in the carousel, listing each product once', () => {
    expect(CAROUSEL_PRODUCTS).toHaveLength(DEMO_PRODUCTS.length);
    const firstPlain = CAROUSEL_PRODUCTS.findIndex((product) => !product.isFeatured);
    expect(CAROUSEL_PRODUCTS.slice(firstPlain).every((product) => !product.isFeatured)).toBe(true);
  });
});
