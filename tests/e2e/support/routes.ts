import {existsSync, readFileSync} from 'node:fs';
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

/** Sitemap routes plus the collection list pages, which every walk must include. */
export function walkRoutes(): string[] {
  return [...new Set([...sitemapRoutes(), '/blog', '/newsletters', '/case-studies', '/sitemap'])].sort();
}
