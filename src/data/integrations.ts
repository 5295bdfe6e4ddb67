/**
 * /integrations (spec 2 "Services and integrations"): the seven partners,
 * each linking to its own site, with a local text-wordmark logo
 * (decisions.md: partner logos are text wordmarks).
 */
import {CLAIMS, PARTNER_SITES} from './constants';

export type PartnerId = keyof typeof PARTNER_SITES;

export type IntegrationPartner = {
  id: PartnerId;
  name: string;
  /** Site path of the wordmark SVG under static/. */
  logo: string;
  url: string;
  category: string;
  description: string;
};

const partner = (id: PartnerId, name: string, category: string, description: string): IntegrationPartner => ({
  id,
  name,
  logo: `/img/integrations/${id}.svg`,
  url: PARTNER_SITES[id],
  category,
  description,
});

export const integrationPartners: readonly IntegrationPartner[] = [
  partner(
    'dutchie',
    'Dutchie',
    'POS and e-commerce',
    'Live menu, prices and stock from Dutchie, so BudBot only recommends what is on your shelves, and carts go straight into your Dutchie checkout.',
  ),
  partner(
    'treez',
    'Treez',
    'POS and inventory',
    'Product catalog, potency data and real-time inventory from Treez keep recommendations accurate at every location.',
  ),
  partner(
    'cova',
    'Cova',
    'POS',
    'Cova inventory and pricing sync into BudBot, including product-level sale prices for the promotions the bot mentions.',
  ),
  partner(
    'flowhub',
    'Flowhub',
    'POS',
    'Flowhub products, stock and order-ahead details, so shoppers can reserve what the bot suggests without retyping anything.',
  ),
  partner(
    'monarch',
    'Monarch',
    'Payments and compliance',
    'Cashless payment and tax compliance data from Monarch, so the totals the bot quotes match what shoppers pay at pickup.',
  ),
  partner(
    'dispense',
    'Dispense',
    'Online menus',
    'BudBot sits on your Dispense menu and helps shoppers choose, then hands the cart to your Dispense checkout.',
  ),
  partner(
    'aiq',
    'AIQ',
    'Loyalty and marketing',
    'Loyalty status and marketing consent from AIQ let the bot greet returning customers and offer the rewards they have earned.',
  ),
];

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
  },
  howItWorks: {
    title: 'What an integration does for you',
    items: [
      {icon: '📦', title: 'Live inventory', text: 'Sold-out products are never recommended; new arrivals can be suggested the day they land.'},
      {icon: '🏷️', title: 'Accurate prices', text: 'Sale prices and bundles come from your system of record, not a spreadsheet someone forgot to update.'},
      {icon: '🛒', title: 'Carts that check out', text: 'What shoppers pick in the chat lands in your own checkout, with your tax and compliance rules applied.'},
      {icon: '🔒', title: 'Read-only by default', text: 'BudBot only reads the data it needs to recommend products; it never edits your inventory or customer records.'},
    ],
  },
  custom: {
    title: 'Using another platform?',
    text: 'We build custom integrations for other POS, menu and loyalty systems, including in-house tools. Book a call and tell us what you run; we will tell you what it takes.',
    actionLabel: 'Schedule a custom integration call',
    contactLabel: 'Contact us',
  },
} as const;
