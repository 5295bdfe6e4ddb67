/** The brand, the site's address and where it links out to (docs-engineering/decisions.md#brand-and-titles, #site-url). */

export const BRAND = 'BudBot';
export const TITLE_SUFFIX = ` | ${BRAND}`;
export const BLOG_TITLE_SUFFIX = ` | ${BRAND} Blog`;
export const DEFAULT_SITE_URL = 'https://www.budbot.ai';
export const APP_VERSION_MARKER = '2023-05-03-v1';

/** Outbound addresses (docs-engineering/decisions.md#outbound-links). */
export const LINKS = {
  scheduling: 'https://calendly.com/budbot/demo',
  contactEmail: 'hello@budbot.ai',
  menuBoardProvider: 'https://www.raydiant.com/',
  adNetworkProvider: 'https://www.cannabisadnetwork.com/',
} as const;

export type SocialProfile = {
  id: 'instagram' | 'linkedin' | 'youtube' | 'g2' | 'trustpilot' | 'crunchbase';
  label: string;
  href: string;
  kind: 'social' | 'review';
};

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  {id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/budbot.ai', kind: 'social'},
  {id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/budbot-ai', kind: 'social'},
  {id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@budbot-ai', kind: 'social'},
  {id: 'g2', label: 'G2', href: 'https://www.g2.com/products/budbot/reviews', kind: 'review'},
  {id: 'trustpilot', label: 'Trustpilot', href: 'https://www.trustpilot.com/review/budbot.ai', kind: 'review'},
  {id: 'crunchbase', label: 'Crunchbase', href: 'https://www.crunchbase.com/organization/budbot', kind: 'review'},
];

/** Integration partners' own sites, opened in a new tab. */
export const PARTNER_SITES = {
  dutchie: 'https://dutchie.com/',
  treez: 'https://www.treez.io/',
  cova: 'https://www.covasoftware.com/',
  flowhub: 'https://www.flowhub.com/',
  monarch: 'https://www.monarchtechnologies.com/',
  dispense: 'https://www.dispenseapp.com/',
  aiq: 'https://www.aiq.com/',
} as const;
