import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {CONTENT} from '../../../src/data/constants/content';
import {REDIRECTS} from '../../../src/data/redirects';
import {anchorsOfTree, idsInSource} from './anchors';
import {parseDoc, type ParsedDoc} from './parse';
import type {Kind} from './types';
import {DEFAULT_LOCALE, LOCALES} from '../../../src/data/constants/locales';
import {localizedPath} from '../../../src/lib/i18n/routes';
import {translatedDocsRoot, translationOf} from '../../../plugins/i18n/translations';

/**
 * The site as the build will make it, computed from the content and the route
 * table without bundling anything: every page's address (src/pages, the four
 * collections, the Help Center, the redirects and aliases, the plugins' own
 * pages) and, on demand, the anchors of a page.
 */

/** A collection entry or a Help Center page. */
export type Entry = {
  file: string;
  kind: Kind;
  /** The last part of the address (a doc's id for the Help Center). */
  slug: string;
  permalink: string;
  date?: string;
  draft: boolean;
};

export type Target =
  | {type: 'mdx'; file: string; permalink: string}
  | {type: 'page'; file: string; permalink: string}
  | {type: 'redirect'; to: string}
  | {type: 'generated'; permalink: string}
  | {type: 'static'; file: string};

/** A file of the site: its site-relative and absolute paths, and its size. */
export type Asset = {file: string; abs: string; bytes: number};

export interface Site {
  readonly entries: readonly Entry[];
  /** The page or file a site path (no query, no hash) leads to, or null when the site has none. */
  resolve(pathname: string): Target | null;
  /** The ids on the target page, or null when they cannot be known without rendering it. */
  anchors(target: Target): Set<string> | null;
  /** The entry whose source is `file` (site-relative). */
  entryByFile(file: string): Entry | undefined;
  /** A file under the site's root (site-relative path), with its size, or null when it does not exist. */
  asset(file: string): Asset | null;
  /** Reads and parses a content file once. */
  parsed(file: string): ParsedDoc | null;
  /** The author keys of a collection's authors.yml, or null when it has none. */
  authorKeys(kind: Kind): Set<string> | null;
  /** Keeps a file parsed elsewhere (a checked file), so linking to it does not parse it again. */
  remember(doc: ParsedDoc): void;
}

export const COLLECTION_KINDS = ['blog', 'newsletters', 'case-studies', 'changelog'] as const satisfies readonly Kind[];
/** The collections whose list pages show an excerpt cut at the truncate marker. */
export const TRUNCATED_KINDS: readonly Kind[] = ['blog', 'newsletters', 'case-studies'];
/** Pages the plugins add, beside the content and src/pages. */
const PLUGIN_ROUTES = ['/sitemap', '/404', '/llms.txt', '/llms-full.txt', '/sitemap.xml'];
const FEED_KINDS: readonly Kind[] = ['blog', 'newsletters', 'changelog'];

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})-/;

/** The front matter of a file, read without parsing its MDX. */
export function readFrontMatter(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  if (!match) return {};
  try {
    const value: unknown = parseYaml(match[1]!);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const dateString = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.slice(0, 10) : undefined;

/** The address and slug the blog plugin gives an entry: its `slug`, else its file name, under its date when the name has one. */
export function collectionEntry(file: string, kind: Kind, frontMatter: Record<string, unknown>): Entry {
  const name = path.posix.basename(file).replace(/\.mdx?$/, '');
  const prefix = DATE_PREFIX.exec(name);
  const date = dateString(frontMatter.date) ?? (prefix ? `${prefix[1]}-${prefix[2]}-${prefix[3]}` : undefined);
  const draft = frontMatter.draft === true;
  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug.replace(/^\//, '');
    return {file, kind, slug, permalink: `/${kind}/${slug}`, date, draft};
  }
  const bare = name.replace(DATE_PREFIX, '');
  const permalink = prefix ? `/${kind}/${prefix[1]}/${prefix[2]}/${prefix[3]}/${bare}` : `/${kind}/${bare}`;
  return {file, kind, slug: bare, permalink, date, draft};
}

/** A Help Center page's address: its `slug` (absolute, or relative to its folder), else its id; an `index` page is its folder's. */
export function docEntry(file: string, frontMatter: Record<string, unknown>): Entry {
  const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(id) === '.' ? '' : path.posix.dirname(id);
  const base = path.posix.basename(id);
  let route: string;
  if (typeof frontMatter.slug === 'string')
    route = frontMatter.slug.startsWith('/') ? frontMatter.slug : `/${dir ? `${dir}/` : ''}${frontMatter.slug}`;
  else route = base === 'index' || base === 'README' || base === path.posix.basename(dir) ? `/${dir}` : `/${id}`;
  const permalink = `/docs${route === '/' ? '' : route.replace(/\/$/, '')}`;
  return {file, kind: 'docs', slug: id, permalink, draft: frontMatter.draft === true};
}

/** Every .md and .mdx file under a folder (site-relative), skipping `_partials`. */
function contentFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Every translated Help Center page, site-relative. */
function translatedDocFiles(root: string): string[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    contentFiles(root, translatedDocsRoot(locale).split(path.sep).join('/')),
  );
}

/** Every content file of the site, site-relative: the collections, the Help Center and its translations. */
export function allContentFiles(root: string): string[] {
  return [
    ...[...COLLECTION_KINDS, 'docs'].flatMap((folder) => contentFiles(root, folder)),
    ...translatedDocFiles(root),
  ];
}

/** The routes of src/pages, by the file that makes each. */
function pageRoutes(root: string): Map<string, string> {
  const dir = path.join(root, 'src/pages');
  const routes = new Map<string, string>();
  if (!existsSync(dir)) return routes;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.(tsx?|jsx?|mdx?)$/.test(entry.name) || /\.test\./.test(entry.name)) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (rel.split('/').some((part) => part.startsWith('_') || part === '__tests__')) continue;
    const route = `/${rel.replace(/\.\w+$/, '')}`.replace(/\/index$/, '') || '/';
    routes.set(route, `src/pages/${rel}`);
  }
  return routes;
}

/** The generated-index pages of the Help Center's sidebar (categories with `link: {type: 'generated-index', slug}`). */
function generatedIndexRoutes(sidebarsSource: string): string[] {
  return [...sidebarsSource.matchAll(/type:\s*'generated-index',\s*slug:\s*'([^']+)'/g)].map(
    (match) => `/docs${match[1]}`,
  );
}

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The site under `root`, read from disk; pages are parsed only when their anchors are asked for. */
export function loadSite(root: string): Site {
  const entries: Entry[] = [];
  const byRoute = new Map<string, Target>();
  for (const kind of COLLECTION_KINDS) {
    const files = contentFiles(root, kind);
    byRoute.set(`/${kind}`, {type: 'generated', permalink: `/${kind}`});
    if (FEED_KINDS.includes(kind))
      for (const feed of ['rss.xml', 'atom.xml'])
        byRoute.set(`/${kind}/${feed}`, {type: 'generated', permalink: `/${kind}/${feed}`});
    for (const file of files) {
      const frontMatter = readFrontMatter(readFileSync(path.join(root, file), 'utf8'));
      const entry = collectionEntry(file, kind, frontMatter);
      entries.push(entry);
      byRoute.set(entry.permalink, {type: 'mdx', file, permalink: entry.permalink});
      const aliases = Array.isArray(frontMatter.aliases) ? frontMatter.aliases : [];
      for (const alias of aliases) byRoute.set(`/${kind}/${String(alias)}`, {type: 'redirect', to: entry.permalink});
    }
  }
  const blogPages = Math.ceil(
    entries.filter((entry) => entry.kind === 'blog' && !entry.draft).length / CONTENT.blogPostsPerPage,
  );
  for (let page = 2; page <= blogPages; page++)
    byRoute.set(`/blog/page/${page}`, {type: 'generated', permalink: `/blog/page/${page}`});

  for (const file of contentFiles(root, 'docs')) {
    const entry = docEntry(file, readFrontMatter(readFileSync(path.join(root, file), 'utf8')));
    entries.push(entry);
    byRoute.set(entry.permalink, {type: 'mdx', file, permalink: entry.permalink});
    byRoute.set(`${entry.permalink}.md`, {type: 'generated', permalink: `${entry.permalink}.md`});
  }
  // A translated Help Center page is its English page's address under the language's prefix.
  for (const file of translatedDocFiles(root)) {
    const translation = translationOf(file)!;
    const english = docEntry(translation.source, readFrontMatter(readFileSync(path.join(root, file), 'utf8')));
    const entry = {...english, file, permalink: localizedPath(english.permalink, translation.locale)};
    entries.push(entry);
    byRoute.set(entry.permalink, {type: 'mdx', file, permalink: entry.permalink});
    byRoute.set(`${entry.permalink}.md`, {type: 'generated', permalink: `${entry.permalink}.md`});
  }
  const sidebars = path.join(root, 'sidebars.ts');
  if (existsSync(sidebars))
    for (const route of generatedIndexRoutes(readFileSync(sidebars, 'utf8')))
      for (const locale of LOCALES) {
        const localized = localizedPath(route, locale);
        byRoute.set(localized, {type: 'generated', permalink: localized});
      }

  for (const [route, file] of pageRoutes(root)) byRoute.set(route, {type: 'page', file, permalink: route});
  for (const {from, to} of REDIRECTS) byRoute.set(from, {type: 'redirect', to});
  for (const route of PLUGIN_ROUTES) byRoute.set(route, {type: 'generated', permalink: route});

  const byFile = new Map(entries.map((entry) => [entry.file, entry]));
  const parsedCache = new Map<string, ParsedDoc | null>();
  const sourceIdsCache = new Map<string, Set<string>>();

  const parsed = (file: string) => {
    if (!parsedCache.has(file)) {
      const abs = path.join(root, file);
      parsedCache.set(file, existsSync(abs) ? parseDoc(file, readFileSync(abs, 'utf8')) : null);
    }
    return parsedCache.get(file)!;
  };

  /** Literal ids in a source file and every file of src/ it imports. */
  const sourceIds = (file: string, seen = new Set<string>()): Set<string> => {
    const cached = sourceIdsCache.get(file);
    if (cached) return cached;
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    const ids = new Set(idsInSource(source));
    for (const match of source.matchAll(/from\s+'((?:\.\.?\/|@site\/)[^']+)'/g)) {
      const spec = match[1]!;
      const base = spec.startsWith('@site/')
        ? spec.slice('@site/'.length)
        : path.posix.join(path.posix.dirname(file), spec);
      const resolved = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)));
      if (resolved && resolved.startsWith('src/') && !seen.has(resolved))
        for (const id of sourceIds(resolved, seen)) ids.add(id);
    }
    sourceIdsCache.set(file, ids);
    return ids;
  };

  const site: Site = {
    entries,
    resolve(pathname) {
      const route = normalize(decodeURI(pathname));
      const target = byRoute.get(route);
      if (target) return target;
      const asset = site.asset(`static${route}`);
      if (asset && route !== '/') return {type: 'static', file: asset.file};
      // The blog plugin's tag and author pages, which the content does not list one by one.
      if (/^\/(blog|newsletters|case-studies|changelog)\/(tags|authors)(\/[\w-]+)?$/.test(route))
        return {type: 'generated', permalink: route};
      return null;
    },
    anchors(target) {
      if (target.type === 'mdx') {
        const doc = parsed(target.file);
        return doc?.tree ? anchorsOfTree(doc.tree) : null;
      }
      if (target.type === 'page') return /\.mdx?$/.test(target.file) ? null : sourceIds(target.file);
      if (target.type === 'redirect') {
        const to = site.resolve(target.to);
        return to && to.type !== 'redirect' ? site.anchors(to) : null;
      }
      return null;
    },
    entryByFile: (file) => byFile.get(file),
    asset(file) {
      const abs = path.join(root, file);
      if (!abs.startsWith(root)) return null;
      try {
        const stat = statSync(abs);
        return stat.isFile() ? {file, abs, bytes: stat.size} : null;
      } catch {
        return null;
      }
    },
    parsed,
    remember: (doc) => void parsedCache.set(doc.file, doc),
    authorKeys(kind) {
      const file = path.join(root, kind, 'authors.yml');
      if (!existsSync(file)) return null;
      const authors: unknown = parseYaml(readFileSync(file, 'utf8'));
      return new Set(authors && typeof authors === 'object' ? Object.keys(authors) : []);
    },
  };
  return site;
}
