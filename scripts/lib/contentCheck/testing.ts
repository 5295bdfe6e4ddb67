import {anchorsOfTree} from './anchors';
import {parseDoc, type ParsedDoc} from './parse';
import {collectionEntry, docEntry, readFrontMatter, type Asset, type Entry, type Site, type Target} from './site';
import type {Kind} from './types';
import {localizedPath} from '../../../src/lib/i18n/routes';
import {translationOf} from '../../../plugins/i18n/translations';

/**
 * An in-memory site for the rules' tests: content files by path, other
 * routes, and files under static/ with their sizes. Nothing touches the disk
 * except an asset's `abs` path, which a test may point at a real file.
 */
export function fakeSite({
  files = {},
  routes = {},
  assets = {},
  authors = {},
}: {
  files?: Record<string, string>;
  routes?: Record<string, Target>;
  assets?: Record<string, Partial<Asset>>;
  authors?: Partial<Record<Kind, string[]>>;
} = {}): Site {
  const entries: Entry[] = Object.entries(files).map(([file, text]) => {
    const translation = translationOf(file);
    if (translation) {
      const english = docEntry(translation.source, readFrontMatter(text));
      return {...english, file, permalink: localizedPath(english.permalink, translation.locale)};
    }
    const kind = file.split('/')[0] as Kind;
    return kind === 'docs' ? docEntry(file, readFrontMatter(text)) : collectionEntry(file, kind, readFrontMatter(text));
  });
  const byRoute = new Map<string, Target>(Object.entries(routes));
  for (const entry of entries)
    byRoute.set(entry.permalink, {type: 'mdx', file: entry.file, permalink: entry.permalink});
  const parsed = new Map<string, ParsedDoc>();
  const site: Site = {
    entries,
    resolve: (pathname) =>
      byRoute.get(pathname.replace(/(.)\/+$/, '$1')) ??
      (assets[`static${pathname}`] ? {type: 'static', file: `static${pathname}`} : null),
    anchors(target) {
      if (target.type !== 'mdx') return null;
      const doc = site.parsed(target.file);
      return doc?.tree ? anchorsOfTree(doc.tree) : null;
    },
    entryByFile: (file) => entries.find((entry) => entry.file === file),
    asset: (file) => (assets[file] ? {file, abs: assets[file].abs ?? file, bytes: assets[file].bytes ?? 1000} : null),
    parsed(file) {
      if (!parsed.has(file) && files[file] !== undefined) parsed.set(file, parseDoc(file, files[file]));
      return parsed.get(file) ?? null;
    },
    remember: (doc) => void parsed.set(doc.file, doc),
    authorKeys: (kind) => (authors[kind] ? new Set(authors[kind]) : null),
  };
  return site;
}

/** Front matter and body as a file's text. */
export const mdx = (frontMatter: string, body = ''): string => `---\n${frontMatter.trim()}\n---\n\n${body}`;

/** A valid Help Center page with the given body. */
export const docPage = (body: string, title = 'Connect Treez to BudBot') =>
  mdx(
    `title: ${title}\ndescription: Request Treez API credentials, connect them in BudBot and get real-time inventory into every recommendation.`,
    body,
  );
