import {HOME_PATH, normalizePath} from './urls';
/**
 * Page metadata (docs-engineering/decisions.md#page-metadata): every route of the site has one
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

/** The route's entry, or the home entry for any path the table does not list. */
export function resolvePageMeta(table: PageMetaTable, pathname: string): {meta: PageMeta; known: boolean} {
  const entry = table[normalizePath(pathname)];
  if (entry) return {meta: entry, known: true};
  const home = table[HOME_PATH];
  if (!home) throw new Error('The page metadata table has no home entry');
  return {meta: home, known: false};
}
