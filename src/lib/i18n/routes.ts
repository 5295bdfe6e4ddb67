/**
 * Which pages exist in which language. The four article collections (articles, newsletter issues, case studies,
 * release notes) are English only; every other page is built in every language, but for Help Center pages not
 * translated yet, which the translated build leaves out (their English paths are listed by the build).
 * Paths here are a language's own paths, without its `/{locale}` prefix.
 */
import {DEFAULT_LOCALE, type Locale} from '../../data/constants';

/** Path prefixes of the English-only collections. */
const ENGLISH_ONLY_PREFIXES = ['/blog', '/newsletters', '/case-studies', '/changelog'] as const;

const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);

/** `/blog/x`, `/changelog`, `/blog/rss.xml`: an address only the English site has. */
export function isEnglishOnlyPath(path: string): boolean {
  return ENGLISH_ONLY_PREFIXES.some((prefix) => under(pathOnly(path), prefix));
}

/** The path without its query and hash. */
function pathOnly(to: string): string {
  return to.replace(/[?#].*$/, '');
}

/** Whether a page at `path` exists in `locale`, given the Help Center paths not translated into it. */
export function existsIn(path: string, locale: Locale, untranslated: readonly string[] = []): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const bare = pathOnly(path).replace(/\/$/, '') || '/';
  return !isEnglishOnlyPath(bare) && !untranslated.includes(bare);
}

/** A path of one language as an address: `/pricing` in Spanish is `/es/pricing`; `/` is `/es/`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** A site address split into its language and that language's own path (`/es/docs` → es, `/docs`). */
export function splitLocale(pathname: string, locales: readonly Locale[]): {locale: Locale; path: string} {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  const prefix = match?.[1];
  const locale = locales.find((candidate) => candidate === prefix && candidate !== DEFAULT_LOCALE);
  if (!locale || !match) return {locale: DEFAULT_LOCALE, path: pathname};
  return {locale, path: match[2] || '/'};
}

/** A route of a language's build without its `baseUrl` prefix: `/es/docs` with `/es/` → `/docs`. */
export function localPath(route: string, baseUrl: string): string {
  if (baseUrl !== '/' && `${route}/` === baseUrl) return '/';
  return baseUrl !== '/' && route.startsWith(baseUrl) ? route.slice(baseUrl.length - 1) : route;
}

/**
 * The address of this page in another language, or that language's home when it has no such page (an article
 * has no Spanish page; a Help Center page may not be translated yet): never a 404. The query and the section
 * (`#anchor`, the same in every language) come along to the same page.
 */
export function counterpartOf(
  page: {path: string; search?: string; hash?: string},
  target: Locale,
  untranslated: readonly string[] = [],
): string {
  if (!existsIn(page.path, target, untranslated)) return localizedPath('/', target);
  return `${localizedPath(page.path, target)}${page.search ?? ''}${page.hash ?? ''}`;
}
