/**
 * Where a page's Markdown twin lives: its path plus `.md` (`/docs/integrations/dutchie` →
 * `/docs/integrations/dutchie.md`), as llmstxt.org proposes. A page served at the route base of a
 * content plugin (the Help Center landing, `/docs`) is a folder's index, so its twin is
 * `/docs/index.md`: every twin of a section then lives inside that section's folder.
 */
export function twinPathOf(permalink: string, routeBases: readonly string[]): string {
  const clean = `/${permalink.replace(/^\/+|\/+$/g, '')}`;
  const isBase = clean === '/' || routeBases.some((base) => `/${base.replace(/^\/+|\/+$/g, '')}` === clean);
  return isBase ? `${clean.replace(/\/$/, '')}/index.md` : `${clean}.md`;
}

/** The absolute address of a site path, from the configured site URL. */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return new URL(sitePath, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
