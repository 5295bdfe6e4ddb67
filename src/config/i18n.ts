import {existsSync} from 'node:fs';
import path from 'node:path';
import type {I18nConfig} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO, localeOr, type Locale} from '../data/constants';

/** The site's folder (evaluated on use: the content check bundles this module as an ES module, without __dirname). */
const siteDirectory = () => path.resolve(__dirname, '..', '..');

/** English at the addresses of today; every other language under `/{locale}/`, with the same slugs. */
export const I18N = {
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  localeConfigs: Object.fromEntries(
    LOCALES.map((locale) => [locale, {label: LOCALE_INFO[locale].label, htmlLang: LOCALE_INFO[locale].htmlLang}]),
  ),
} satisfies Partial<I18nConfig>;

/**
 * The language Docusaurus is loading the config for: it sets DOCUSAURUS_CURRENT_LOCALE before it loads the
 * config for each language's build (`npm start` without `--locale` leaves it unset: English).
 */
export function configLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  return localeOr(env.DOCUSAURUS_CURRENT_LOCALE);
}

/** Where a language's Help Center pages live, mirroring `docs/` (Docusaurus' own layout for translated docs). */
export function localizedDocsDir(locale: Locale, siteDir = siteDirectory()): string {
  return locale === DEFAULT_LOCALE
    ? path.join(siteDir, 'docs')
    : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/**
 * Help Center files (paths relative to `docs/`) that have no translation in `locale`. Docusaurus would serve
 * the English text at the translated address; the translated build leaves these pages out instead.
 */
export function untranslatedDocFiles(locale: Locale, docFiles: readonly string[], siteDir = siteDirectory()): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  const dir = localizedDocsDir(locale, siteDir);
  return docFiles.filter((file) => !existsSync(path.join(dir, file)));
}

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/**
 * The hand-written sidebar without the pages a language has no translation of (a category whose landing page
 * is untranslated keeps its pages, without the landing link; one left with no page goes).
 */
export function withoutDocs<T extends Record<string, SidebarItem[]>>(sidebars: T, docIds: readonly string[]): T {
  if (docIds.length === 0) return sidebars;
  const missing = new Set(docIds);
  const keep = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (typeof item === 'string') return missing.has(item) ? [] : [item];
      if (item.type === 'doc' && item.id && missing.has(item.id)) return [];
      if (!item.items) return [item];
      const children = keep(item.items);
      const linkMissing = item.link?.type === 'doc' && item.link.id !== undefined && missing.has(item.link.id);
      if (children.length === 0 && (linkMissing || !item.link)) return [];
      const {link, ...rest} = item;
      return [{...rest, ...(link && !linkMissing ? {link} : {}), items: children}];
    });
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, keep(items)])) as T;
}

/** Doc ids (a file's path under `docs/` without its extension) of the files `untranslatedDocFiles` names. */
export function docIdsOf(files: readonly string[]): string[] {
  return files.map((file) =>
    file
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/'),
  );
}
