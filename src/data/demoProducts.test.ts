import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {LOCALES} from './constants';
import {demoProductSchema, PRODUCT_TYPES} from '@site/src/lib/chat/schema';
import {CAROUSEL_PRODUCTS, DEMO_PRODUCTS, PRODUCT_TYPE_LABELS} from './demoProducts';
import {expectMatchesSchema} from './testing';

const products = DEMO_PRODUCTS.en;

describe('DEMO_PRODUCTS', () => {
  it('matches the demo product schema in every language', () => {
    for (const locale of LOCALES) expectMatchesSchema(z.array(demoProductSchema), DEMO_PRODUCTS[locale], locale);
  });

  it('has unique ids and local images that exist', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    for (const product of products) expect(existsSync(path.join('static', product.image)), product.image).toBe(true);
  });

  it('uses neutral symbols only, never candy or cartoon imagery', () => {
    const allowed = new Set(['🌿', '🍃', '💧', '🌙']);
    for (const product of products) expect(allowed.has(product.emoji), `${product.id}: ${product.emoji}`).toBe(true);
    for (const product of products) expect(product.name).not.toMatch(/gumm|candy|lollipop|cartoon|sour|bear/i);
  });

  it('covers every product type', () => {
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(['Edible', 'Vape', 'Tincture', 'Topical', 'Pre-rolls']),
    );
  });

  it('is the same menu in every language: names, prices and flags; only the label words differ', () => {
    const shelf = ({thc: _thc, flavor: _flavor, effects, discount, ...rest}: (typeof products)[number]) => ({
      ...rest,
      effects: effects.length,
      onSale: discount !== null,
    });
    for (const locale of LOCALES) expect(DEMO_PRODUCTS[locale].map(shelf), locale).toEqual(products.map(shelf));
    expect(DEMO_PRODUCTS.en.find((product) => product.id === 'night-cap-tincture')).toMatchObject({
      thc: '2 mg THC + 2 mg CBN per 1 mL',
      discount: '15% off',
    });
    expect(DEMO_PRODUCTS.es.find((product) => product.id === 'night-cap-tincture')?.discount).toBe('15% de descuento');
  });

  it('names every product type in every language', () => {
    for (const locale of LOCALES)
      for (const type of PRODUCT_TYPES)
        expect(PRODUCT_TYPE_LABELS[locale][type].trim(), `${locale} ${type}`).not.toBe('');
    expect(PRODUCT_TYPE_LABELS.en).toEqual(Object.fromEntries(PRODUCT_TYPES.map((type) => [type, type])));
  });

  it('puts featured products first in the carousel, listing each product once', () => {
    for (const locale of LOCALES) {
      const carousel = CAROUSEL_PRODUCTS[locale];
      expect(carousel).toHaveLength(DEMO_PRODUCTS[locale].length);
      const firstPlain = carousel.findIndex((product) => !product.isFeatured);
      expect(carousel.slice(firstPlain).every((product) => !product.isFeatured)).toBe(true);
    }
  });
});
