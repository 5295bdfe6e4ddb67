import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** Every route listed in the built sitemap.xml, as paths. */
export function sitemapRoutes(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first`);
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(paths)].sort();
}

/** Sitemap routes plus the collection list pages and each language's Help Center landing and HTML sitemap. */
export function walkRoutes(): string[] {
  const spanish = existsSync(path.join(buildDir, 'es', 'index.html')) ? ['/es/docs', '/es/sitemap'] : [];
  return [
    ...new Set([
      ...sitemapRoutes(),
      '/blog',
      '/newsletters',
      '/case-studies',
      '/changelog',
      '/docs',
      '/sitemap',
      ...spanish,
    ]),
  ].sort();
}

/** A Help Center guide's section and language (`/es/docs/agents/upsell-agent` → es, agents), or undefined. */
export function guideOf(route: string): {locale: string; section: string} | undefined {
  const guide = /^(?:\/(es))?\/docs\/([^/]+)\/[^/]+$/.exec(route);
  return guide ? {locale: guide[1] ?? 'en', section: guide[2]!} : undefined;
}

/**
 * The walk for checks of the page template rather than its words (keyboard order, media and fonts,
 * reduced motion, axe on the phone): every route, except that of the Help Center's guides, which
 * share one doc template, only the first of each section is walked (every guide still gets axe on
 * desktop, the security and the HTML checks). Keeps the browser suite within CI's time as writers add pages.
 */
export function templateWalkRoutes(): string[] {
  const seenSections = new Set<string>();
  return walkRoutes().filter((route) => {
    const guide = guideOf(route);
    if (!guide) return true;
    const key = `${guide.locale} ${guide.section}`;
    if (seenSections.has(key)) return false;
    seenSections.add(key);
    return true;
  });
}

/**
 * Pages the collections generate that the sitemap leaves out (archives, author
 * lists and author pages, tag pages): still reachable, so still walked.
 */
export function collectionExtraRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const full = path.join(buildDir, dir);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) found.push(`/${rel.replace(/\.html$/, '').replace(/\/index$/, '')}`);
    }
  };
  for (const collection of ['blog', 'newsletters', 'case-studies']) {
    for (const kind of ['archive', 'authors', 'tags']) {
      if (existsSync(path.join(buildDir, collection, `${kind}.html`))) found.push(`/${collection}/${kind}`);
      walk(`${collection}/${kind}`);
    }
  }
  return [...new Set(found)].sort();
}
