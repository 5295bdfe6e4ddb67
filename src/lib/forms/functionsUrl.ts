export const DEFAULT_FUNCTIONS_URL = '/functions/v1';

/**
 * The functions base URL from `siteConfig.customFields`, without a trailing slash. The value is
 * checked rather than cast, so a mistyped config (not a string, not a path or an http(s) URL)
 * falls back to the default instead of breaking a visitor's forms. Plain checks rather than zod:
 * every page with a form reads this as it loads, and zod only comes when a form is used.
 */
export function functionsUrlFrom(customFields: unknown): string {
  const value =
    typeof customFields === 'object' && customFields !== null
      ? (customFields as {functionsUrl?: unknown}).functionsUrl
      : undefined;
  const url = typeof value === 'string' ? value.trim() : '';
  const usable = url.startsWith('/') || /^https?:\/\//.test(url);
  return (usable ? url : DEFAULT_FUNCTIONS_URL).replace(/\/+$/, '');
}

/** The address of one function under the base URL. */
export function functionUrl(base: string, name: string, query?: Record<string, string>): string {
  const url = `${base.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
  if (!query || Object.keys(query).length === 0) return url;
  return `${url}?${new URLSearchParams(query).toString()}`;
}
