import type {IconName} from './schemas';
import type {Locale, Localized} from './constants';
import type {DemoProduct} from '@site/src/lib/chat/types';

/**
 * What a product card draws for each product type: an SVG icon, since the
 * products' `emoji` (kept as data, docs-engineering/decisions.md#icons-not-emoji) show as empty boxes without an emoji font.
 */
export const PRODUCT_TYPE_ICONS: Record<DemoProduct['type'], IconName> = {
  'Edible': 'cookie',
  'Vape': 'cloud',
  'Tincture': 'droplet',
  'Topical': 'hand-heart',
  'Pre-rolls': 'cigarette',
};

/** The product types as a shopper reads them on a card, in each language. */
export const PRODUCT_TYPE_LABELS: Localized<Record<DemoProduct['type'], string>> = {
  en: {'Edible': 'Edible', 'Vape': 'Vape', 'Tincture': 'Tincture', 'Topical': 'Topical', 'Pre-rolls': 'Pre-rolls'},
  es: {
    'Edible': 'Comestible',
    'Vape': 'Vaporizador',
    'Tincture': 'Tintura',
    'Topical': 'Tópico',
    'Pre-rolls': 'Prerrolados',
  },
};

/** The sale badge: "15% off". */
const DISCOUNT_LABEL: Localized<(percentOff: number) => string> = {
  en: (percentOff) => `${percentOff}% off`,
  es: (percentOff) => `${percentOff}% de descuento`,
};

/** A product of the menu: names, prices and flags are the same in every language; the label's words are not. */
type MenuProduct = Omit<DemoProduct, 'thc' | 'flavor' | 'effects' | 'discount'> & {
  /** The sale's percentage off the list price, or null when the product is not on sale. */
  percentOff: number | null;
  words: Localized<Pick<DemoProduct, 'thc' | 'flavor' | 'effects'>>;
};

/**
 * The demo dispensary's menu, used by every scripted chat and the /demo
 * carousel. Fictional products of a fictional store; potency and prices are
 * typical of a licensed US shop. Emoji are neutral symbols only. Product names
 * stay as on the shelf in every language.
 */
const MENU: readonly MenuProduct[] = [
  {
    id: 'night-cap-tincture',
    name: 'Night Cap CBN Tincture',
    type: 'Tincture',
    emoji: '💧',
    image: '/img/home/products/tincture.svg',
    price: '42.00',
    salePrice: '35.70',
    percentOff: 15,
    isNew: false,
    isSale: true,
    isFeatured: true,
    words: {
      en: {thc: '2 mg THC + 2 mg CBN per 1 mL', flavor: 'Unflavored MCT oil', effects: ['Relaxed', 'Sleepy']},
      es: {thc: '2 mg de THC + 2 mg de CBN por 1 mL', flavor: 'Aceite MCT sin sabor', effects: ['Relajación', 'Sueño']},
    },
  },
  {
    id: 'chamomile-rest-tea',
    name: 'Chamomile Rest Tea Sachets',
    type: 'Edible',
    emoji: '🍃',
    image: '/img/home/products/tea.svg',
    price: '24.00',
    salePrice: null,
    percentOff: null,
    isNew: true,
    isSale: false,
    isFeatured: false,
    words: {
      en: {thc: '5 mg THC per sachet', flavor: 'Chamomile and lemon balm', effects: ['Calm', 'Sleepy']},
      es: {thc: '5 mg de THC por sobre', flavor: 'Manzanilla y toronjil', effects: ['Calma', 'Sueño']},
    },
  },
  {
    id: 'slow-release-sleep-capsules',
    name: 'Slow-Release Sleep Capsules',
    type: 'Edible',
    emoji: '🌙',
    image: '/img/home/products/capsules.svg',
    price: '30.00',
    salePrice: '25.50',
    percentOff: 15,
    isNew: false,
    isSale: true,
    isFeatured: true,
    words: {
      en: {thc: '5 mg THC + 5 mg CBN per capsule', flavor: 'Unflavored', effects: ['Sleepy', 'Body calm']},
      es: {thc: '5 mg de THC + 5 mg de CBN por cápsula', flavor: 'Sin sabor', effects: ['Sueño', 'Cuerpo en calma']},
    },
  },
  {
    id: 'granddaddy-purple-cart',
    name: 'Granddaddy Purple Cartridge 0.5 g',
    type: 'Vape',
    emoji: '🌿',
    image: '/img/home/products/vape.svg',
    price: '38.00',
    salePrice: null,
    percentOff: null,
    isNew: false,
    isSale: false,
    isFeatured: false,
    words: {
      en: {thc: '82% THC', flavor: 'Grape and earthy pine', effects: ['Relaxed', 'Sleepy']},
      es: {thc: '82% de THC', flavor: 'Uva y pino terroso', effects: ['Relajación', 'Sueño']},
    },
  },
  {
    id: 'cbn-night-vape',
    name: 'CBN Night Blend Disposable 1 g',
    type: 'Vape',
    emoji: '🌿',
    image: '/img/home/products/vape.svg',
    price: '45.00',
    salePrice: '36.00',
    percentOff: 20,
    isNew: true,
    isSale: true,
    isFeatured: true,
    words: {
      en: {thc: '70% THC, 10% CBN', flavor: 'Lavender and pine', effects: ['Relaxed', 'Sleepy']},
      es: {thc: '70% de THC, 10% de CBN', flavor: 'Lavanda y pino', effects: ['Relajación', 'Sueño']},
    },
  },
  {
    id: 'arnica-relief-balm',
    name: 'Arnica Relief Balm 1:1',
    type: 'Topical',
    emoji: '💧',
    image: '/img/home/products/topical.svg',
    price: '48.00',
    salePrice: null,
    percentOff: null,
    isNew: false,
    isSale: false,
    isFeatured: true,
    words: {
      en: {
        thc: '250 mg THC : 250 mg CBD per jar',
        flavor: 'Eucalyptus and arnica scent',
        effects: ['Cooling', 'Non-intoxicating'],
      },
      es: {
        thc: '250 mg de THC : 250 mg de CBD por frasco',
        flavor: 'Aroma de eucalipto y árnica',
        effects: ['Sensación fresca', 'Sin efecto psicoactivo'],
      },
    },
  },
  {
    id: 'warming-body-lotion',
    name: 'Warming Body Lotion',
    type: 'Topical',
    emoji: '💧',
    image: '/img/home/products/topical.svg',
    price: '32.00',
    salePrice: '27.20',
    percentOff: 15,
    isNew: true,
    isSale: true,
    isFeatured: false,
    words: {
      en: {thc: '100 mg THC per bottle', flavor: 'Ginger and clove scent', effects: ['Warming', 'Non-intoxicating']},
      es: {
        thc: '100 mg de THC por botella',
        flavor: 'Aroma de jengibre y clavo',
        effects: ['Sensación de calor', 'Sin efecto psicoactivo'],
      },
    },
  },
  {
    id: 'blue-dream-preroll-pack',
    name: 'Blue Dream Pre-roll 5-Pack',
    type: 'Pre-rolls',
    emoji: '🌿',
    image: '/img/home/products/preroll.svg',
    price: '35.00',
    salePrice: '28.00',
    percentOff: 20,
    isNew: false,
    isSale: true,
    isFeatured: true,
    words: {
      en: {thc: '22% THC', flavor: 'Berry and sweet herb', effects: ['Uplifted', 'Creative', 'Social']},
      es: {thc: '22% de THC', flavor: 'Bayas y hierba dulce', effects: ['Ánimo', 'Creatividad', 'Sociable']},
    },
  },
  {
    id: 'jack-herer-prerolls',
    name: 'Jack Herer Half-Gram Pre-rolls (4)',
    type: 'Pre-rolls',
    emoji: '🌿',
    image: '/img/home/products/preroll.svg',
    price: '30.00',
    salePrice: null,
    percentOff: null,
    isNew: false,
    isSale: false,
    isFeatured: false,
    words: {
      en: {thc: '19% THC', flavor: 'Pine and spice', effects: ['Energized', 'Focused']},
      es: {thc: '19% de THC', flavor: 'Pino y especias', effects: ['Energía', 'Concentración']},
    },
  },
  {
    id: 'citrus-sparkling-tonic',
    name: 'Citrus Sparkling Tonic',
    type: 'Edible',
    emoji: '💧',
    image: '/img/home/products/drink.svg',
    price: '8.00',
    salePrice: null,
    percentOff: null,
    isNew: true,
    isSale: false,
    isFeatured: false,
    words: {
      en: {thc: '5 mg THC per can', flavor: 'Grapefruit and lime', effects: ['Social', 'Uplifted']},
      es: {thc: '5 mg de THC por lata', flavor: 'Toronja y lima', effects: ['Sociable', 'Ánimo']},
    },
  },
];

function menuIn(locale: Locale): readonly DemoProduct[] {
  return MENU.map(({percentOff, words, ...product}) => ({
    ...product,
    ...words[locale],
    discount: percentOff === null ? null : DISCOUNT_LABEL[locale](percentOff),
  }));
}

/** The menu as each language's chats and cards show it. */
export const DEMO_PRODUCTS: Localized<readonly DemoProduct[]> = {en: menuIn('en'), es: menuIn('es')};

const featuredFirst = (products: readonly DemoProduct[]) => [
  ...products.filter((product) => product.isFeatured),
  ...products.filter((product) => !product.isFeatured),
];

/** The /demo carousel shows the featured products first, then the rest. */
export const CAROUSEL_PRODUCTS: Localized<readonly DemoProduct[]> = {
  en: featuredFirst(DEMO_PRODUCTS.en),
  es: featuredFirst(DEMO_PRODUCTS.es),
};
