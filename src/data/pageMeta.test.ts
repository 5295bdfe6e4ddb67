import {describe, expect, it} from 'vitest';
import {TITLE_SUFFIX} from './constants';
import {PAGE_META} from './pageMeta';
import {resolvePageMeta} from '../lib/pageMeta';
import {pageMetaSchema} from '../lib/pageMetaSchema';

/** The site's fixed routes, with /request-demo and /demo (docs-engineering/decisions.md#pages-and-paths). */
const SPEC_ROUTES = [
  '/',
  '/about',
  '/how-it-works',
  '/pricing',
  '/blog',
  '/content-hub',
  '/case-studies',
  '/newsletters',
  '/social',
  '/contact',
  '/ai-product-bot',
  '/ai-agents',
  '/agents/upsell-agent',
  '/agents/loyalty-agent',
  '/agents/ada-widget',
  '/agents/review-agent',
  '/agents/knowledge-agent',
  '/services/digital-signage',
  '/services/ad-network',
  '/services/consultancy',
  '/integrations',
  '/waitlist',
  '/privacy',
  '/sitemap',
  '/mj-unpacked',
  '/request-demo',
  '/demo',
];

describe('PAGE_META', () => {
  it.each(Object.entries(PAGE_META))('%s matches the schema', (_path, meta) => {
    expect(() => pageMetaSchema.parse(meta)).not.toThrow();
  });

  it('ends every title with the brand suffix', () => {
    for (const meta of Object.values(PAGE_META)) expect(meta.title.endsWith(TITLE_SUFFIX)).toBe(true);
  });

  it('lists every fixed route of the site, and about 30 in all', () => {
    expect(Object.keys(PAGE_META)).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(Object.keys(PAGE_META).length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(PAGE_META).length).toBeLessThanOrEqual(35);
  });

  it('points every canonical at a listed route', () => {
    for (const meta of Object.values(PAGE_META)) expect(PAGE_META[meta.canonical]).toBeDefined();
  });

  it('gives each route its own title and description', () => {
    const titles = Object.values(PAGE_META).map((meta) => meta.title);
    const descriptions = Object.values(PAGE_META).map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('uses the home entry for unknown routes', () => {
    expect(resolvePageMeta(PAGE_META, '/no-such-page')).toEqual({meta: PAGE_META['/'], known: false});
    expect(resolvePageMeta(PAGE_META, '/pricing/')).toEqual({meta: PAGE_META['/pricing'], known: true});
  });
});
