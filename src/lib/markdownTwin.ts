/**
 * Where a page's Markdown twin lives (plugins/llms-txt writes it, the Help Center's "Copy page"
 * button fetches it): its path plus `.md` (`/docs/integrations/dutchie` →
 * `/docs/integrations/dutchie.md`), as llmstxt.org proposes. A page served at the route base of a
 * content plugin (the Help Center landing, `/docs`) is a folder's index, so its twin is
 * `/docs/index.md`: every twin of a section then lives inside that section's folder.
 */
export function twinPathOf(permalink: string, routeBases: readonly string[]): string {
  const trim = (value: string) => `/${value.replace(/^\/+|\/+$/g, '')}`;
  const clean = trim(permalink);
  const isBase = clean === '/' || routeBases.some((base) => trim(base) === clean);
  return isBase ? `${clean.replace(/\/$/, '')}/index.md` : `${clean}.md`;
}

/**
 * Whether a fetched body is a twin: the dev server and some hosts answer any unknown path with the
 * site's HTML page and a 200, which must not land in someone's clipboard as "Markdown".
 */
export function isMarkdownTwin(status: number, body: string): boolean {
  return status >= 200 && status < 300 && body.startsWith('# ') && !/^\s*<(!doctype|html)/i.test(body);
}
