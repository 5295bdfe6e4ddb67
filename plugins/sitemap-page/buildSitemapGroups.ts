import type {SitemapGroup, SitemapLink} from '../../src/data/sitemap';
import type {CollectionGroup} from './options';

/** The slice of a blog post the sitemap reads. */
type EntrySource = {permalink: string; title: string; unlisted?: boolean};
/** The slice of a page (pages plugin) the sitemap reads. */
type PageSource = {permalink: string; title?: string};

export type SitemapInput = {
  groups: readonly SitemapGroup[];
  /** Groups already built from a docs sidebar (buildDocsGroup), placed after the fixed groups. */
  docsGroups?: readonly SitemapGroup[];
  collections: readonly CollectionGroup[];
  /** Posts of each blog-plugin instance, newest first as the blog plugin sorts them. */
  entries: Readonly<Record<string, readonly EntrySource[] | undefined>>;
  otherGroup: SitemapGroup;
  pages: readonly PageSource[];
  excludePaths: readonly string[];
};

/** '/request-demo' → 'Request Demo': a readable label for a page nobody named. */
export function labelFromPath(permalink: string): string {
  const last = permalink.split('/').filter(Boolean).pop() ?? 'home';
  return last
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Fixed groups, then the Help Center's, then one group per collection, then "Other" with every page
 * not listed yet. A new MDX post or page therefore appears with no code change.
 */
export function buildSitemapGroups(input: SitemapInput): SitemapGroup[] {
  const collectionGroups = input.collections.map(({pluginId, id, title}) => ({
    id,
    title,
    links: (input.entries[pluginId] ?? [])
      .filter((post) => !post.unlisted)
      .map((post): SitemapLink => ({label: post.title, path: post.permalink})),
  }));

  const docsGroups = input.docsGroups ?? [];
  const listed = new Set(
    [...input.groups, ...docsGroups, ...collectionGroups, input.otherGroup].flatMap((g) => g.links.map((l) => l.path)),
  );
  const excluded = new Set(input.excludePaths);
  const unlistedPages = input.pages
    .filter((page) => !listed.has(page.permalink) && !excluded.has(page.permalink))
    .map((page): SitemapLink => ({label: page.title ?? labelFromPath(page.permalink), path: page.permalink}));
  const other = {...input.otherGroup, links: insertBeforeLast(input.otherGroup.links, unlistedPages)};

  return [...input.groups, ...docsGroups, ...collectionGroups, other].filter((group) => group.links.length > 0);
}

/** Extra pages go before the sitemap's own entry, which closes the list. */
function insertBeforeLast(links: readonly SitemapLink[], extra: readonly SitemapLink[]): SitemapLink[] {
  if (links.length === 0) return [...extra];
  return [...links.slice(0, -1), ...extra, links[links.length - 1]!];
}
