import type {Locale} from '../../data/constants';
import {existsIn, localPath, localizedPath} from './routes';

export type Alternate = {hrefLang: string; href: string};

/**
 * A page's alternate-language links: one per language that has the page (this one included), then x-default,
 * the English page; none when only one language has it. The same set on every page of the group, so each pair
 * is reciprocal, as search engines require.
 */
export function pageAlternates(page: {
  pathname: string;
  baseUrl: string;
  siteUrl: string;
  locale: Locale;
  locales: readonly Locale[];
  defaultLocale: Locale;
  htmlLang: (locale: Locale) => string;
  untranslated: Partial<Record<Locale, readonly string[]>>;
}): Alternate[] {
  const path = localPath(page.pathname, page.baseUrl);
  // Every language's page is one of the default language's; a page of the default language may lack the others.
  const having = page.locales.filter(
    (locale) => locale === page.locale || existsIn(path, locale, page.untranslated[locale] ?? []),
  );
  if (having.length < 2) return [];
  const href = (locale: Locale) => `${page.siteUrl}${localizedPath(path, locale)}`;
  return [
    ...having.map((locale) => ({hrefLang: page.htmlLang(locale), href: href(locale)})),
    {hrefLang: 'x-default', href: href(page.defaultLocale)},
  ];
}
