import type {PageMetaTable} from '../../src/lib/pageMeta';
import {docCard, entryCard, pageCard, type CardContent, type CardJob} from './cardContent';
import type {PluginOptions} from './options';

/** What the plugin reads from the blog-plugin instances and the docs plugin (a loose view of their loaded content). */
export type LoadedEntries = {
  blogs: Record<string, {permalink: string; title: string; date: string | Date; frontMatter: Record<string, unknown>}[]>;
  /** Doc pages; the docs plugin's generated category pages are pages like any other (their head title, section by route). */
  docs: {permalink: string; title: string; sourceDirName: string}[];
};

const normalize = (route: string) => route.replace(/\/+$/, '') || '/';

/** The cards of every entry and doc page, by route. */
export function entryCards(loaded: LoadedEntries, options: Pick<PluginOptions, 'blogSections' | 'docsSection' | 'defaultSection'>): Map<string, CardContent> {
  const cards = new Map<string, CardContent>();
  for (const [instanceId, posts] of Object.entries(loaded.blogs)) {
    for (const post of posts) cards.set(normalize(post.permalink), entryCard({instanceId, ...post}, options.blogSections, options.defaultSection));
  }
  for (const doc of loaded.docs) cards.set(normalize(doc.permalink), docCard(doc, options.docsSection));
  return cards;
}

/** '<title data-rh="true">Pricing &amp; plans | BudBot</title>' → 'Pricing & plans | BudBot'. */
export function titleFromHelmet(titleTag: string): string | undefined {
  const inner = /<title[^>]*>([\s\S]*?)<\/title>/.exec(titleTag)?.[1];
  if (!inner) return undefined;
  return inner
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"})[entity] ?? '')
    .trim();
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
    const content = entries.get(route) ?? pageCard(route, pageMeta[route]?.title ?? headTitle(raw) ?? options.defaultSection, options);
    jobs.push({route, content});
  }
  return jobs;
}
