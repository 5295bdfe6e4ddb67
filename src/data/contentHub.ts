/**
 * /content-hub: counts and newest entries of the blog,
 * case studies and newsletters (from the collections index) and of the social
 * hub (from social.ts). Only the copy lives here; the numbers are computed.
 */

export type HubSectionKey = 'blog' | 'caseStudies' | 'newsletters' | 'social';

export type HubSection = {
  key: HubSectionKey;
  /** Anchor id of the section on the hub page. */
  id: string;
  title: string;
  text: string;
  /** Label of the count in the hero. */
  countLabel: string;
  to: '/blog' | '/case-studies' | '/newsletters' | '/social';
  action: string;
};

/** Everything this module exports, as its test checks it against `contentHubSchema`. */
export type ContentHubCopy = {
  hero: {eyebrow: string; title: string; subtitle: string};
  sections: readonly HubSection[];
  subscribe: {title: string; text: string};
  empty: string;
};

export const contentHubHero = {
  eyebrow: 'Content Hub',
  title: 'Insights for Cannabis Retailers',
  subtitle:
    'Articles, customer success stories, our weekly newsletter and social updates, all in one place. Practical ideas for selling more online, written for dispensary teams.',
} as const satisfies ContentHubCopy['hero'];

export const hubSections: readonly HubSection[] = [
  {
    key: 'blog',
    id: 'articles',
    title: 'Latest articles',
    text: 'Guides on dispensary KPIs, business intelligence and AI in cannabis retail.',
    countLabel: 'articles',
    to: '/blog',
    action: 'View all articles',
  },
  {
    key: 'caseStudies',
    id: 'success-stories',
    title: 'Success stories',
    text: 'How dispensaries cut abandoned carts and brought customers back, with the numbers before and after.',
    countLabel: 'success stories',
    to: '/case-studies',
    action: 'View all case studies',
  },
  {
    key: 'newsletters',
    id: 'newsletter',
    title: 'Newsletter issues',
    text: 'Our weekly read on cannabis retail performance, seasonal trends and what is working online.',
    countLabel: 'newsletter issues',
    to: '/newsletters',
    action: 'View the newsletter archive',
  },
  {
    key: 'social',
    id: 'social',
    title: 'Social updates',
    text: 'Product news, short videos and photos from our dispensary partners.',
    countLabel: 'social updates',
    to: '/social',
    action: 'Visit the social hub',
  },
];

export const hubSubscribe = {
  title: 'Get the newsletter every week',
  text: 'One email a week with the trends, numbers and ideas dispensary owners are talking about.',
} as const satisfies ContentHubCopy['subscribe'];

export const hubEmpty = 'New entries are published here as soon as they go live.';
