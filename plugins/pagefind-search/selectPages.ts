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

/** Where Docusaurus wrote a route's HTML: `/` → index.html; `/about` → about.html, or about/index.html with trailing slashes. */
export function htmlFileOf(route: string, trailingSlash: boolean | undefined): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  return trailingSlash === false ? `${clean}.html` : path.posix.join(clean, 'index.html');
}
