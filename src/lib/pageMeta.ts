import {HOME_PATH, normalizePath} from './urls';
import {localPath} from './i18n/routes';
/**
 * Page metadata (docs-engineering/decisions.md#page-metadata): every route of the site has one
 * entry per language in `src/data/pageMeta.ts`; the wrapped `@theme/Layout` renders it into
 * the server-rendered head. Paths are site paths without a trailing slash.
 * Its rules are `pageMetaSchema.ts`, checked by the tests: this module runs
 * in every page, so it stays free of zod.
 */
export type PageMeta = {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  ogImage?: string;
};

export type PageMetaTable = Readonly<Record<string, PageMeta>>;

/** The route's entry, or the home entry for any path the table does not list. */
export function resolvePageMeta(table: PageMetaTable, pathname: string): {meta: PageMeta; known: boolean} {
  const entry = table[normalizePath(pathname)];
  if (entry) return {meta: entry, known: true};
  const home = table[HOME_PATH];
  if (!home) throw new Error('The page metadata table has no home entry');
  return {meta: home, known: false};
}

/**
 * The entry of a page of one language's build, from that language's table: `pathname` is the page's
 * address, with the build's `baseUrl` (`/es/pricing` under `/es/`), and the entry's canonical comes
 * back as an address of the same language (`/es/pricing`; the Spanish home is `/es/`).
 */
export function resolveBuildPageMeta(
  table: PageMetaTable,
  pathname: string,
  baseUrl: string,
): {meta: PageMeta; known: boolean} {
  const {meta, known} = resolvePageMeta(table, localPath(normalizePath(pathname), baseUrl));
  if (baseUrl === HOME_PATH) return {meta, known};
  const canonical = meta.canonical === HOME_PATH ? baseUrl : `${baseUrl.replace(/\/$/, '')}${meta.canonical}`;
  return {meta: {...meta, canonical}, known};
}
