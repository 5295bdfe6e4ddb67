import {DEMO, type Locale, type Localized} from '@site/src/data/constants';
import type {ConversationSummary, DemoProduct, Promo} from './types';

/** "24.99" → 2499. Prices are strings in the data; cents keep the sums exact. */
export function toCents(price: string): number {
  return Math.round(Number.parseFloat(price) * 100);
}

function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** What the shopper pays for one product: the sale price when there is one. */
export function payablePrice(product: DemoProduct): string {
  return product.salePrice ?? product.price;
}

export function dedupeById(products: readonly DemoProduct[]): DemoProduct[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/**
 * The conversation summary: products deduplicated by id; total = sum of sale price (or
 * price); savings = list sum − total, or "0.00" when not positive; the
 * BUDBOT10 coupon for 10% off the next order.
 */
export function summarize(products: readonly DemoProduct[]): ConversationSummary {
  const unique = dedupeById(products);
  const total = unique.reduce((sum, product) => sum + toCents(payablePrice(product)), 0);
  const list = unique.reduce((sum, product) => sum + toCents(product.price), 0);
  const savings = list - total;
  return {
    products: unique,
    total: formatDollars(total),
    savings: savings > 0 ? formatDollars(savings) : '0.00',
    couponCode: DEMO.summaryCoupon.code,
  };
}

type FlashPromoTerms = typeof DEMO.flashPromo;

/** The flash-sale card's words in each language; the terms are the same in all of them. */
const FLASH_PROMO_COPY: Localized<(terms: FlashPromoTerms) => Pick<Promo, 'title' | 'description'>> = {
  en: ({code, percentOff, minutes, freeShippingOver}) => ({
    title: `Flash sale: ${percentOff}% off your order`,
    description: `Use code ${code} in the next ${minutes} minutes. Free shipping on orders over $${freeShippingOver}.`,
  }),
  es: ({code, percentOff, minutes, freeShippingOver}) => ({
    title: `Oferta relámpago: ${percentOff}% de descuento en tu pedido`,
    description: `Usa el código ${code} en los próximos ${minutes} minutos. Envío gratis en pedidos de más de $${freeShippingOver}.`,
  }),
};

/** The flash-sale promo, FLASH20, 20% off for 15 minutes, free shipping over $50, in `locale`'s words. */
export function flashPromo(locale: Locale): Promo {
  const {code, percentOff, minutes} = DEMO.flashPromo;
  return {
    ...FLASH_PROMO_COPY[locale](DEMO.flashPromo),
    discount: `${percentOff}%`,
    expiryTime: minutes,
    promoType: 'discount',
    code,
  };
}
