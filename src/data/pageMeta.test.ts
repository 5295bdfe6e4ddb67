import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES, TITLE_SUFFIX} from './constants';
import {PAGE_META} from './pageMeta';
import {resolvePageMeta} from '../lib/pageMeta';
import {pageMetaSchema} from '../lib/pageMetaSchema';
import {isEnglishOnlyPath} from '../lib/i18n/routes';

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

describe.each(LOCALES)('PAGE_META (%s)', (locale) => {
  const TABLE = PAGE_META[locale];
  // The other languages' sites build no English-only collection page.
  const routes = locale === 'en' ? SPEC_ROUTES : SPEC_ROUTES.filter((route) => !isEnglishOnlyPath(route));

  it.each(Object.entries(TABLE))('%s matches the schema', (_path, meta) => {
    expect(() => pageMetaSchema.parse(meta)).not.toThrow();
  });

  it('ends every title with the brand suffix', () => {
    for (const meta of Object.values(TABLE)) expect(meta.title.endsWith(TITLE_SUFFIX)).toBe(true);
  });

  it('lists every fixed route of the site, and about 30 in all', () => {
    expect(Object.keys(TABLE)).toEqual(expect.arrayContaining(routes));
    expect(Object.keys(TABLE).length).toBeGreaterThanOrEqual(routes.length);
    expect(Object.keys(TABLE).length).toBeLessThanOrEqual(35);
  });

  it('points every canonical at a listed route', () => {
    for (const meta of Object.values(TABLE)) expect(TABLE[meta.canonical]).toBeDefined();
  });

  it('gives each route its own title and description', () => {
    const titles = Object.values(TABLE).map((meta) => meta.title);
    const descriptions = Object.values(TABLE).map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('uses the home entry for unknown routes', () => {
    expect(resolvePageMeta(TABLE, '/no-such-page')).toEqual({meta: TABLE['/'], known: false});
    expect(resolvePageMeta(TABLE, '/pricing/')).toEqual({meta: TABLE['/pricing'], known: true});
  });
});

describe('PAGE_META across languages', () => {
  it('has the English routes in every other language, but the English-only collections', () => {
    const english = Object.keys(PAGE_META.en).filter((route) => !isEnglishOnlyPath(route));
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE))
      expect(Object.keys(PAGE_META[locale]).sort()).toEqual(english.sort());
  });

  it('keeps Spanish descriptions within 160 characters', () => {
    for (const meta of Object.values(PAGE_META.es)) expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
