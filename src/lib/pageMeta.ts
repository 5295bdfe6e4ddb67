/**
 * Page metadata (spec 3 "Page metadata"): every route of the site has one
 * entry in `src/data/pageMeta.ts`; the wrapped `@theme/Layout` renders it into
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

export const HOME_PATH = '/';

/** '/pricing/' and '/pricing' are one route; the home path stays '/'. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || HOME_PATH;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? HOME_PATH : trimmed;
}

/** The route's entry, or the home entry for any path the table does not list. */
export function resolvePageMeta(table: PageMetaTable, pathname: string): {meta: PageMeta; known: boolean} {
  const entry = table[normalizePath(pathname)];
  if (entry) return {meta: entry, known: true};
  const home = table[HOME_PATH];
  if (!home) throw new Error('The page metadata table has no home entry');
  return {meta: home, known: false};
}

/** Joins the configured site URL (docusaurus.config `url`) and a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, '');
  return path === HOME_PATH ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
