/**
 * Site paths and addresses, one rule each: the pages, the plugins and the
 * server all compare and join them the same way.
 */

export const HOME_PATH = '/';

/** `/contact-us/` and `/contact-us` are one route; the home path stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || HOME_PATH : pathname;
}

/** A location's route: no query, no fragment, no trailing slash (`/pricing/?a#b` → `/pricing`). */
export function normalizePath(pathname: string): string {
  return withoutTrailingSlash(pathname.split(/[?#]/)[0] || HOME_PATH);
}

/** Joins the configured site URL (docusaurus.config `url`) and a site path; an absolute URL is kept as it is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, '');
  return path === HOME_PATH ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
