import type {SitemapGroup, SitemapLink} from '../../src/data/sitemap';
import {withoutTrailingSlash} from '../../src/lib/urls';

/** The slice of a processed sidebar item the sitemap reads (docs plugin, after its sidebars are loaded). */
export type SidebarSource =
  | {type: 'doc'; id: string; label?: string}
  | {
      type: 'category';
      label: string;
      items: readonly SidebarSource[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'link' | 'html'};

/** The slice of a loaded doc the sitemap reads. */
export type DocSource = {id: string; permalink: string; title: string; unlisted?: boolean};

/** Index docs have a trailing slash (`/docs/integrations/`); the site's paths have none. */

/**
 * The Help Center's group of the HTML sitemap, in the sidebar's order: each
 * section's landing page, then its pages. It is generated from the sidebar, so
 * a page added to sidebars.ts is listed here with no other change. `toPath`
 * turns a permalink into the path the sitemap lists (a translated build's
 * permalinks carry its prefix, `/es/docs/…`; its sitemap lists `/docs/…`).
 */
export function buildDocsGroup(
  group: {id: string; title: string},
  sidebar: readonly SidebarSource[],
  docs: readonly DocSource[],
  toPath: (permalink: string) => string = (permalink) => permalink,
): SitemapGroup {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const pathOf = (permalink: string) => withoutTrailingSlash(toPath(permalink));
  const docLink = (id: string, label?: string): SitemapLink[] => {
    const doc = byId.get(id);
    return doc && !doc.unlisted ? [{label: label ?? doc.title, path: pathOf(doc.permalink)}] : [];
  };
  const walk = (items: readonly SidebarSource[]): SitemapLink[] =>
    items.flatMap((item) => {
      if (item.type === 'doc') return docLink(item.id, item.label);
      if (item.type !== 'category') return [];
      const landing =
        item.link?.type === 'generated-index'
          ? [{label: item.label, path: pathOf(item.link.permalink)}]
          : item.link?.type === 'doc'
            ? docLink(item.link.id, item.label)
            : [];
      return [...landing, ...walk(item.items)];
    });
  const links = walk(sidebar);
  // A page reached twice (a category's own doc also listed in it) is listed once.
  const unique = links.filter((link, index) => links.findIndex((other) => other.path === link.path) === index);
  return {...group, links: unique};
}
