import * as z from 'zod';
import {describe, expect, it} from 'vitest';
import {sitemapGroupSchema} from '../../plugins/sitemap-page/options';
import {LOCALES} from './constants';
import {
  SITEMAP_CLOSING,
  SITEMAP_COLLECTION_GROUPS,
  SITEMAP_DOCS_GROUPS,
  SITEMAP_MAIN_GROUPS,
  SITEMAP_OTHER_GROUP,
  SITEMAP_PAGE,
} from './sitemap';
import {sitemapPageSchema} from './schemas';
import {expectMatchesSchema} from './testing';

const groups = (locale: (typeof LOCALES)[number]) => [...SITEMAP_MAIN_GROUPS[locale], SITEMAP_OTHER_GROUP[locale]];
const paths = (id: string) =>
  groups('en')
    .find((g) => g.id === id)
    ?.links.map((l) => l.path);

describe('sitemap data', () => {
  it.each(LOCALES)('matches its schema in %s', (locale) => {
    expectMatchesSchema(z.array(sitemapGroupSchema), groups(locale));
    expectMatchesSchema(sitemapPageSchema, SITEMAP_PAGE[locale]);
  });

  it('lists the four fixed groups in order', () => {
    expect(SITEMAP_MAIN_GROUPS.en.map((g) => g.title)).toEqual(['Main Pages', 'AI Agents', 'Services', 'Content Hub']);
    expect(paths('main-pages')).toEqual(['/', '/about', '/how-it-works', '/pricing', '/contact']);
    expect(paths('services')).toEqual(['/services/consultancy', '/services/ad-network', '/services/digital-signage']);
    expect(paths('content-hub')).toEqual(['/content-hub', '/blog', '/case-studies', '/newsletters', '/social']);
    expect(paths('ai-agents')).toEqual(expect.arrayContaining(['/ai-agents', '/ai-product-bot', '/agents/ada-widget']));
    expect(paths('other')).toEqual(
      expect.arrayContaining(['/integrations', '/waitlist', '/mj-unpacked', '/privacy', '/sitemap']),
    );
    expect(SITEMAP_CLOSING.en).toMatchObject({
      title: 'Need Help Finding Something?',
      action: {label: 'Contact Support', to: '/contact'},
    });
  });

  it('lists each page once', () => {
    const all = groups('en').flatMap((g) => g.links.map((l) => l.path));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(LOCALES)('lists the same pages, groups and anchors in %s as in English', (locale) => {
    const shape = (list: {id: string; links: {path: string}[]}[]) =>
      list.map((g) => ({id: g.id, paths: g.links.map((l) => l.path)}));
    expect(shape(groups(locale))).toEqual(shape(groups('en')));
    const ids = (list: readonly {id: string; pluginId: string}[]) => list.map((g) => [g.id, g.pluginId]);
    expect(ids(SITEMAP_COLLECTION_GROUPS[locale])).toEqual(ids(SITEMAP_COLLECTION_GROUPS.en));
    expect(ids(SITEMAP_DOCS_GROUPS[locale])).toEqual(ids(SITEMAP_DOCS_GROUPS.en));
    expect(SITEMAP_CLOSING[locale].action.to).toBe(SITEMAP_CLOSING.en.action.to);
  });
});
