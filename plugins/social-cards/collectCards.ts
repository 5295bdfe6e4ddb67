import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PageMetaTable} from '../../src/lib/pageMeta';
import {docCard, entryCard, pageCard, type CardContent, type CardJob} from './cardContent';
import type {PluginOptions} from './options';

/** What the plugin reads from the blog-plugin instances and the docs plugin (a loose view of their loaded content). */
export type LoadedEntries = {
  blogs: Record<
    string,
    {permalink: string; title: string; date: string | Date; frontMatter: Record<string, unknown>}[]
  >;
  /** Doc pages; the docs plugin's generated category pages are pages like any other (their head title, section by route). */
  docs: {permalink: string; title: string; sourceDirName: string}[];
};

const normalize = (route: string) => route.replace(/\/+$/, '') || '/';

/** The cards of every entry and doc page, by route. */
export function entryCards(
  loaded: LoadedEntries,
  options: Pick<PluginOptions, 'blogSections' | 'docsSection' | 'defaultSection'>,
): Map<string, CardContent> {
  const cards = new Map<string, CardContent>();
  for (const [instanceId, posts] of Object.entries(loaded.blogs)) {
    for (const post of posts)
      cards.set(
        normalize(post.permalink),
        entryCard({instanceId, ...post}, options.blogSections, options.defaultSection),
      );
  }
  for (const doc of loaded.docs) cards.set(normalize(doc.permalink), docCard(doc, options.docsSection));
  return cards;
}

/** '<title data-rh="true">Pricing &amp; plans | BudBot</title>' → 'Pricing & plans | BudBot'. */
export function titleFromHelmet(titleTag: string): string | undefined {
  const inner = /<title[^>]*>([\s\S]*?)<\/title>/.exec(titleTag)?.[1];
  if (!inner) return undefined;
  return inner
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, entity: string) => ({'amp': '&', 'lt': '<', 'gt': '>', 'quot': '"', '#39': "'", '#x27': "'"})[entity] ?? '',
    )
    .trim();
}

/**
 * Where the static rendering wrote a route's page, relative to the build directory, in the order to
 * try: `/pricing` is pricing.html with `trailingSlash: false` and pricing/index.html otherwise.
 */
export function builtPageFiles(route: string): string[] {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return ['index.html'];
  if (trimmed.endsWith('.html')) return [trimmed];
  return [`${trimmed}.html`, `${trimmed}/index.html`];
}

/**
 * The title a built page rendered into its head, read from the page's HTML file in the build
 * directory: postBuild's `head` prop is deprecated in Docusaurus 3.10 and gone in 4
 * (facebook/docusaurus#10826), and its replacement, `routesBuildMetadata`, carries no title.
 */
export function builtPageTitle(outDir: string, route: string): string | undefined {
  const file = builtPageFiles(route)
    .map((name) => path.join(outDir, name))
    .find((candidate) => existsSync(candidate));
  return file ? titleFromHelmet(readFileSync(file, 'utf8')) : undefined;
}

/**
 * One job per built route: an entry's own card, else a page card titled from
 * the page-meta table or, for pages outside it (list pages, tags, search), the
 * title the page rendered into its head.
 */
export function cardJobs(
  routes: readonly string[],
  entries: ReadonlyMap<string, CardContent>,
  pageMeta: PageMetaTable,
  headTitle: (route: string) => string | undefined,
  options: Pick<PluginOptions, 'routeSections' | 'defaultSection' | 'titleSuffixes' | 'excludePaths'>,
): CardJob[] {
  const excluded = new Set(options.excludePaths.map(normalize));
  const seen = new Set<string>();
  const jobs: CardJob[] = [];
  for (const raw of routes) {
    const route = normalize(raw);
    if (excluded.has(route) || seen.has(route)) continue;
    seen.add(route);
    const content =
      entries.get(route) ??
      pageCard(route, pageMeta[route]?.title ?? headTitle(raw) ?? options.defaultSection, options);
    jobs.push({route, content});
  }
  return jobs;
}
