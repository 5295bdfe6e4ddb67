/**
 * /integrations and the Help Center's
 * Integrations section: the seven partners, each linking to its own site, with
 * a local text-wordmark logo (docs-engineering/decisions.md#content-as-mdx),
 * and what each connection syncs, how often and how it signs in. The marketing
 * cards, the capability table and the seven setup guides all read this one list,
 * so a change in what a partner syncs is a single edit.
 */
import {CLAIMS, PARTNER_SITES} from './constants';
import type {IconCard} from './schemas';

export type PartnerId = keyof typeof PARTNER_SITES;

/** The kinds of data a connection can carry, in the order the capability table shows them. */
export const SYNC_KINDS = ['menu', 'inventory', 'prices', 'promotions', 'customers', 'orders'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const SYNC_KIND_LABELS: Record<SyncKind, string> = {
  menu: 'Menu',
  inventory: 'Inventory',
  prices: 'Prices',
  promotions: 'Promotions',
  customers: 'Customer profiles',
  orders: 'Orders',
};

/** A partial capability always says what is and is not covered; yes and no may add a note. */
export type SyncSupport = {level: 'yes' | 'no'; note?: string} | {level: 'partial'; note: string};

export type IntegrationPartner = {
  id: PartnerId;
  name: string;
  /** Site path of the wordmark SVG under static/. */
  logo: string;
  url: string;
  category: string;
  description: string;
  /** Help Center setup guide, a docs route backed by docs/integrations/<id>.mdx. */
  guide: `/docs/integrations/${PartnerId}`;
  syncs: Record<SyncKind, SyncSupport>;
  /** How often data moves, in words a store manager reads ("every 5 minutes"). */
  syncInterval: string;
  /** How BudBot signs in to the partner. */
  auth: string;
  /** Who in the store can issue those credentials on the partner's side. */
  partnerAdmin: string;
  /** ISO date the guide's steps were last checked against the partner's back office. */
  lastVerified: string;
};

type PartnerDetails = Omit<IntegrationPartner, 'id' | 'name' | 'logo' | 'url' | 'guide' | 'category' | 'description'>;

const yes = (note?: string): SyncSupport => (note ? {level: 'yes', note} : {level: 'yes'});
const no = (note?: string): SyncSupport => (note ? {level: 'no', note} : {level: 'no'});
const partial = (note: string): SyncSupport => ({level: 'partial', note});

const partner = (
  id: PartnerId,
  name: string,
  category: string,
  description: string,
  details: PartnerDetails,
): IntegrationPartner => ({
  id,
  name,
  logo: `/img/integrations/${id}.svg`,
  url: PARTNER_SITES[id],
  guide: `/docs/integrations/${id}`,
  category,
  description,
  ...details,
});

export const integrationPartners: readonly IntegrationPartner[] = [
  partner(
    'dutchie',
    'Dutchie',
    'POS and e-commerce',
    'Live menu, prices and stock from Dutchie, so BudBot only recommends what is on your shelves, and carts go straight into your Dutchie checkout.',
    {
      syncs: {
        menu: yes(),
        inventory: yes(),
        prices: yes(),
        promotions: partial(
          'Product and category discounts show as sale prices; bundles, loyalty-only and cart-total discounts are applied at checkout, not quoted by the bot.',
        ),
        customers: no('BudBot does not read Dutchie customer records.'),
        orders: yes('Carts hand off to your Dutchie checkout; the order is placed in Dutchie.'),
      },
      syncInterval: 'Every 5 minutes',
      auth: 'Location API key from Dutchie Backoffice',
      partnerAdmin: 'a Dutchie Backoffice user with admin rights for the location',
      lastVerified: '2026-11-16',
    },
  ),
  partner(
    'treez',
    'Treez',
    'POS and inventory',
    'Product catalog, potency data and real-time inventory from Treez keep recommendations accurate at every location.',
    {
      syncs: {
        menu: yes(),
        inventory: yes('Stock changes arrive by webhook as they happen.'),
        prices: yes(),
        promotions: partial(
          'Automatic discounts are read as sale prices; bundles, coupon codes and customer-group discounts are not.',
        ),
        customers: no('BudBot does not read Treez customer records.'),
        orders: partial(
          'Carts hand off to the online menu connected to Treez; BudBot does not create Treez tickets itself.',
        ),
      },
      syncInterval: 'Real time by webhook, with a full check every 15 minutes',
      auth: 'Client ID and API key issued by Treez',
      partnerAdmin: 'the Treez account owner, who requests the key from Treez support',
      lastVerified: '2026-11-16',
    },
  ),
  partner(
    'cova',
    'Cova',
    'POS',
    'Cova inventory and pricing sync into BudBot, including product-level sale prices for the promotions the bot mentions.',
    {
      syncs: {
        menu: yes(),
        inventory: yes(),
        prices: yes(),
        promotions: partial('Product-level sale prices only; bundle and cart-level discounts are not read.'),
        customers: no('BudBot does not read Cova customer records.'),
        orders: partial('Carts hand off to your Cova-connected online ordering; BudBot does not write to Cova.'),
      },
      syncInterval: 'Every 10 minutes',
      auth: 'OAuth 2.0 client credentials issued by Cova',
      partnerAdmin: 'a Cova Hub user with the Admin role, who requests API access from Cova',
      lastVerified: '2026-11-17',
    },
  ),
  partner(
    'flowhub',
    'Flowhub',
    'POS',
    'Flowhub products, stock and order-ahead details, so shoppers can reserve what the bot suggests without retyping anything.',
    {
      syncs: {
        menu: yes(),
        inventory: yes(),
        prices: yes(),
        promotions: partial(
          'Active discounts with a fixed amount or percentage are read; bundles and discounts that need a customer group are not.',
        ),
        customers: no('BudBot does not read Flowhub customer records.'),
        orders: yes('Order-ahead reservations are created in Flowhub with the items the shopper chose.'),
      },
      syncInterval: 'Every 5 minutes',
      auth: 'API key and client ID issued by Flowhub',
      partnerAdmin: 'the Flowhub account owner or an admin user',
      lastVerified: '2026-11-17',
    },
  ),
  partner(
    'monarch',
    'Monarch',
    'Payments and compliance',
    'Cashless payment and tax compliance data from Monarch, so the totals the bot quotes match what shoppers pay at pickup.',
    {
      syncs: {
        menu: no('Monarch does not hold your menu; connect your POS or online menu for products.'),
        inventory: no(),
        prices: partial('Tax rates and fees, so quoted totals include tax; list prices come from your POS.'),
        promotions: no(),
        customers: no(),
        orders: partial('Payment status of orders paid through Monarch; the order itself lives in your POS.'),
      },
      syncInterval: 'Payment events in real time by webhook; tax tables once a day',
      auth: 'Merchant ID and API key issued by Monarch',
      partnerAdmin: 'the merchant account owner on file with Monarch',
      lastVerified: '2026-11-18',
    },
  ),
  partner(
    'dispense',
    'Dispense',
    'Online menus',
    'BudBot sits on your Dispense menu and helps shoppers choose, then hands the cart to your Dispense checkout.',
    {
      syncs: {
        menu: yes(),
        inventory: yes('As Dispense receives it from your POS.'),
        prices: yes(),
        promotions: yes('Dispense specials, bundle specials included, with their start and end times.'),
        customers: no('BudBot does not read Dispense shopper accounts.'),
        orders: yes('Carts hand off to your Dispense checkout.'),
      },
      syncInterval: 'Real time by webhook, with a full refresh every hour',
      auth: 'API key issued by Dispense',
      partnerAdmin: 'a Dispense dashboard user with the Owner or Admin role',
      lastVerified: '2026-11-18',
    },
  ),
  partner(
    'aiq',
    'AIQ',
    'Loyalty and marketing',
    'Loyalty status and marketing consent from AIQ let the bot greet returning customers and offer the rewards they have earned.',
    {
      syncs: {
        menu: no(),
        inventory: no('AIQ holds no stock; connect your POS or online menu for products.'),
        prices: no(),
        promotions: partial(
          'Loyalty rewards a shopper has earned; menu discounts and bundles come from your POS or online menu.',
        ),
        customers: yes('Loyalty tier, points balance and marketing consent, once the shopper identifies.'),
        orders: partial('Past purchases AIQ has from your POS, used for reorder suggestions.'),
      },
      syncInterval: 'Looked up in real time when a shopper identifies; consent changes by webhook',
      auth: 'AIQ API key',
      partnerAdmin: 'an AIQ user with admin rights on your account',
      lastVerified: '2026-11-19',
    },
  ),
];

/** The `##` sections every partner guide has, in this order: one template, so staff find the same thing in the same place. */
export const PARTNER_GUIDE_SECTIONS = [
  'Before you start',
  'Connect step by step',
  'What syncs and how often',
  'Field mapping',
  'Limits',
  'Troubleshooting',
  'Last verified',
] as const;

export const partnerById = (id: PartnerId): IntegrationPartner => {
  const found = integrationPartners.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown integration partner: ${id}`);
  return found;
};

export type IntegrationsPage = {
  hero: {eyebrow: string; title: string; partnersAction: string; subtitle: string};
  partners: {title: string; subtitle: string; linkLabel: string; guideLabel: string};
  howItWorks: {title: string; items: readonly IconCard[]};
  custom: {title: string; text: string; actionLabel: string; contactLabel: string};
};

export const integrationsPage = {
  hero: {
    eyebrow: 'Integrations',
    title: 'Connect BudBot to the Tools You Already Use',
    partnersAction: 'See supported platforms',
    subtitle: `BudBot reads your live menu from your point of sale or e-commerce platform, so every answer reflects today's stock and prices. Most stores are connected in about ${CLAIMS.setupMinutes} minutes.`,
  },
  partners: {
    title: 'Supported platforms',
    subtitle: 'Native connections to the POS, menu and loyalty platforms dispensaries use most.',
    linkLabel: 'Visit site',
    guideLabel: 'Setup guide',
  },
  howItWorks: {
    title: 'What an integration does for you',
    items: [
      {
        icon: 'package',
        title: 'Live inventory',
        text: 'Sold-out products are never recommended; new arrivals can be suggested the day they land.',
      },
      {
        icon: 'tag',
        title: 'Accurate prices',
        text: 'Sale prices come from your system of record, not a spreadsheet someone forgot to update, and so do bundles where your point of sale exposes them (see each guide).',
      },
      {
        icon: 'shopping-cart',
        title: 'Carts that check out',
        text: 'What shoppers pick in the chat lands in your own checkout, with your tax and compliance rules applied.',
      },
      {
        icon: 'lock',
        title: 'Read-only by default',
        text: 'BudBot only reads the data it needs to recommend products; it never edits your inventory or customer records.',
      },
    ],
  },
  custom: {
    title: 'Using another platform?',
    text: 'We build custom integrations for other POS, menu and loyalty systems, including in-house tools. Book a call and tell us what you run; we will tell you what it takes.',
    actionLabel: 'Schedule a custom integration call',
    contactLabel: 'Contact us',
  },
} as const satisfies IntegrationsPage;
