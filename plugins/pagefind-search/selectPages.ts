import path from 'node:path';

/** `/blog/tags/**` matches everything below /blog/tags; any other pattern is an exact path. */
export function isIgnored(route: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/**')
      ? route.startsWith(pattern.slice(0, -2)) || route === pattern.slice(0, -3)
      : route === pattern,
  );
}

/**
 * The routes worth searching: real pages, not `noindex` ones (alias pages,
 * the not-found page) and not the ignored listings (tags, authors, archives).
 */
export function selectSearchableRoutes(
  routesPaths: readonly string[],
  noIndex: (route: string) => boolean,
  ignorePaths: readonly string[],
): string[] {
  return [...new Set(routesPaths)]
    .filter((route) => route !== '/404.html' && !noIndex(route) && !isIgnored(route, ignorePaths))
    .sort();
}

/**
 * Where Docusaurus wrote a route's HTML in its language's output folder: `/` → index.html; `/about` → about.html,
 * or about/index.html with trailing slashes. A translated build's routes start with its `baseUrl` (`/es/`), which
 * is its output folder already.
 */
export function htmlFileOf(route: string, trailingSlash: boolean | undefined, baseUrl = '/'): string {
  const own = route.startsWith(baseUrl) ? route.slice(baseUrl.length - 1) : route;
  const clean = own.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  return trailingSlash === false ? `${clean}.html` : path.posix.join(clean, 'index.html');
}
