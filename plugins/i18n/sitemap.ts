import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import type {Locale} from '../../src/data/constants';
import {pageAlternates} from '../../src/lib/i18n/alternates';

type SitemapOptions = Exclude<NonNullable<PresetOptions['sitemap']>, false>;
type SitemapItem = Awaited<ReturnType<NonNullable<SitemapOptions['createSitemapItems']>>>[number];

/** A sitemap entry with its alternate-language addresses (the `sitemap` package writes them as `xhtml:link`). */
export type LocalizedSitemapItem = SitemapItem & {links?: {lang: string; url: string}[]};

/**
 * The site's one sitemap, written by the default language's build: each page with the addresses of its other
 * languages, and each translated page as an entry of its own with the same alternates, so every pair is
 * listed both ways. A page only English has (an article) keeps its entry alone.
 */
export function withLanguageAlternates(
  items: readonly SitemapItem[],
  site: {
    siteUrl: string;
    locales: readonly Locale[];
    defaultLocale: Locale;
    htmlLang: (locale: Locale) => string;
    untranslated: Partial<Record<Locale, readonly string[]>>;
  },
): LocalizedSitemapItem[] {
  return items.flatMap((item) => {
    const pathname = item.url.startsWith(site.siteUrl) ? item.url.slice(site.siteUrl.length) || '/' : item.url;
    const alternates = pageAlternates({...site, pathname, baseUrl: '/', locale: site.defaultLocale});
    if (alternates.length === 0) return [item];
    const links = alternates.map(({hrefLang, href}) => ({lang: hrefLang, url: href}));
    const translations = alternates.filter(
      ({hrefLang, href}) => hrefLang !== 'x-default' && href !== item.url && href !== `${site.siteUrl}${pathname}`,
    );
    return [{...item, links}, ...translations.map(({href}) => ({...item, url: href, links}))];
  });
}
