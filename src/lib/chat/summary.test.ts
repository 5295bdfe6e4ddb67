import {describe, expect, it} from 'vitest';
import {DEMO} from '@site/src/data/constants';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {dedupeById, flashPromo, payablePrice, summarize, toCents} from './summary';
import type {DemoProduct} from './types';

const product = (id: string, price: string, salePrice: string | null): DemoProduct => ({
  ...DEMO_PRODUCTS.en[0]!,
  id,
  price,
  salePrice,
  isSale: salePrice !== null,
  discount: salePrice ? 'sale' : null,
});

describe('summarize', () => {
  it('deduplicates products by id, keeping the first', () => {
    const a = product('a', '10.00', null);
    const b = product('b', '5.00', null);
    expect(summarize([a, b, a, {...a, name: 'later copy'}]).products).toEqual([a, b]);
    expect(dedupeById([b, b, b])).toEqual([b]);
  });

  it('totals sale prices where there are any, to 2 decimals', () => {
    const summary = summarize([
      product('a', '42.00', '35.70'),
      product('b', '24.00', null),
      product('c', '0.10', '0.05'),
    ]);
    expect(summary.total).toBe('59.75');
    expect(summary.savings).toBe('6.35');
  });

  it('reports savings of 0.00 when nothing is on sale, and for an empty list', () => {
    expect(summarize([product('a', '24.00', null)]).savings).toBe('0.00');
    expect(summarize([])).toEqual({products: [], total: '0.00', savings: '0.00', couponCode: DEMO.summaryCoupon.code});
  });

  it('does not count a duplicate twice in the total', () => {
    const a = product('a', '10.00', '8.00');
    expect(summarize([a, a]).total).toBe('8.00');
  });

  it('carries the BUDBOT10 coupon', () => {
    expect(summarize(DEMO_PRODUCTS.en).couponCode).toBe('BUDBOT10');
  });

  it('adds exactly, without floating-point drift', () => {
    const cents = [product('a', '0.10', null), product('b', '0.20', null)];
    expect(summarize(cents).total).toBe('0.30');
    expect(toCents('19.99')).toBe(1999);
    expect(payablePrice(product('a', '10.00', '7.50'))).toBe('7.50');
  });
});

describe('flashPromo', () => {
  it('is FLASH20: 20% off for 15 minutes with free shipping over $50', () => {
    const promo = flashPromo('en');
    expect(promo).toMatchObject({code: 'FLASH20', discount: '20%', expiryTime: 15, promoType: 'discount'});
    expect(promo.description).toContain('15 minutes');
    expect(promo.description).toContain('$50');
  });

  it('words the same terms in Spanish', () => {
    const promo = flashPromo('es');
    expect(promo).toMatchObject({code: 'FLASH20', discount: '20%', expiryTime: 15, promoType: 'discount'});
    expect(promo.title).toBe('Oferta relámpago: 20% de descuento en tu pedido');
    expect(promo.description).toContain('15 minutos');
    expect(promo.description).toContain('$50');
  });
});
