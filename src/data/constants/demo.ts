/** The scripted chat demos' timings, coupons and promo (docs-engineering/decisions.md#product-figures). */

import type {Localized} from './locales';

/** Under every chat demo, in the page's language: the demos are for adults and sell nothing. */
export const ADULTS_NOTICE: Localized<string> = {
  en: 'Demo for adults 21+. No products are sold here.',
  es: 'Demostración solo para mayores de 21 años. Aquí no se vende ningún producto.',
};

/** The chat demos. */
export const DEMO = {
  firstMessageMs: 800,
  botTypingMinMs: 2200,
  botTypingMaxMs: 3000,
  promoDelayMs: 1500,
  otherDelayMs: 1800,
  typingShownMs: 1500,
  chatDemoReplyMs: 1000,
  summaryFirstMs: 1000,
  summarySecondMs: 1000,
  nextScenarioMs: 10000,
  chatHeightsPx: [300, 350, 380],
  summaryCoupon: {code: 'BUDBOT10', percentOff: 10},
  flashPromo: {code: 'FLASH20', percentOff: 20, minutes: 15, freeShippingOver: 50},
  drawer: {animationS: 0.5, closeThreshold: 0.25, velocityThreshold: 0.4},
  /** The notice in English; a page that has other languages reads ADULTS_NOTICE. */
  adultsNotice: ADULTS_NOTICE.en,
} as const;

/** The chat demos' adults-only notice, in every language (`DEMO.adultsNotice` is the English one). */
export const DEMO_ADULTS_NOTICE: Localized<string> = {
  en: DEMO.adultsNotice,
  es: ADULTS_NOTICE.es,
};
