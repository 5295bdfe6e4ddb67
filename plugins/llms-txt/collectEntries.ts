/** A page as llms.txt lists it. */
export type PageEntry = {permalink: string; title: string; description?: string};

/**
 * A Help Center page in reading order. A category's generated index has no Markdown source: its
 * twin is written from its description and `children`, the pages it lists as cards.
 */
export type HelpCenterEntry = PageEntry & {children?: PageEntry[]};

/** The slice of a doc's metadata read here. */
export type DocSource = {id: string; title: string; description?: string; permalink: string; unlisted?: boolean};

type CategoryLink =
  {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};

/** The slice of the docs plugin's loaded sidebar items read here (links and HTML items are skipped). */
export type SidebarItemSource =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; link?: CategoryLink; items: readonly SidebarItemSource[]}
  | {type: 'link' | 'html'};

/**
 * Every Help Center page in the order the sidebar shows it (a category's landing page, then its
 * pages), then the pages no sidebar lists. Unlisted pages are left out: they are hidden on purpose.
 */
export function collectHelpCenter(
  docs: readonly DocSource[],
  sidebars: Readonly<Record<string, readonly SidebarItemSource[]>>,
): HelpCenterEntry[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const entries = new Map<string, HelpCenterEntry>();
  const fromDoc = (id: string): PageEntry | undefined => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted) return undefined;
    return {permalink: doc.permalink, title: doc.title, ...(doc.description ? {description: doc.description} : {})};
  };
  const landingOf = (item: SidebarItemSource): PageEntry | undefined => {
    if (item.type === 'doc' || item.type === 'ref') return fromDoc(item.id);
    if (item.type !== 'category' || !item.link) return undefined;
    if (item.link.type === 'doc') return fromDoc(item.link.id);
    const {permalink, title, description} = item.link;
    return {permalink, title: title ?? item.label, ...(description ? {description} : {})};
  };
  const add = (entry: HelpCenterEntry | undefined) => {
    if (entry && !entries.has(entry.permalink)) entries.set(entry.permalink, entry);
  };
  const walk = (items: readonly SidebarItemSource[]) => {
    for (const item of items) {
      if (item.type !== 'category') {
        add(landingOf(item));
        continue;
      }
      const landing = landingOf(item);
      const children = item.items.map(landingOf).filter((child): child is PageEntry => child !== undefined);
      add(landing && item.link?.type === 'generated-index' ? {...landing, children} : landing);
      walk(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) walk(sidebar);

  const rest = docs
    .filter((doc) => !doc.unlisted && !entries.has(doc.permalink))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const doc of rest) add(fromDoc(doc.id));
  return [...entries.values()];
}

/** The slice of a blog post's metadata read here. */
export type PostSource = {permalink: string; title: string; description?: string; unlisted?: boolean};

/** A blog-plugin instance's listed posts, newest first as the plugin sorts them. */
export function collectPosts(posts: readonly PostSource[]): PageEntry[] {
  return posts
    .filter((post) => !post.unlisted)
    .map(({permalink, title, description}) => ({permalink, title, ...(description ? {description} : {})}));
}

/** One llms.txt section per blog-plugin instance: the named ones in the order named, then the rest by route base. */
export function orderCollections<T extends {routeBasePath: string}>(
  collections: readonly T[],
  titles: Readonly<Record<string, string>>,
): T[] {
  const order = Object.keys(titles);
  const rank = (base: string) => (order.includes(base) ? order.indexOf(base) : order.length);
  return [...collections].sort(
    (a, b) => rank(a.routeBasePath) - rank(b.routeBasePath) || a.routeBasePath.localeCompare(b.routeBasePath),
  );
}
