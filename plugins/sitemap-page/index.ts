import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {buildDocsGroup, type SidebarSource} from './buildDocsGroup';
import {buildSitemapGroups} from './buildSitemapGroups';
import {validateOptions, type PluginOptions} from './options';
import {BLOG_PLUGIN, DOCS_PLUGIN} from '../shared/pluginNames';
import {loadEnglishCollections, type CollectionsContent} from '../shared/englishCollections';
import {localPath} from '../../src/lib/i18n/routes';

const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The HTML sitemap page, built from the pages, the Help Center's sidebar and the collections once all content is loaded. */
export default function sitemapPagePlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'sitemap-page',

    async allContentLoaded({allContent, actions}) {
      // A translated build has no collections of its own: it lists the English ones.
      const blogs =
        (allContent[BLOG_PLUGIN] as CollectionsContent | undefined) ?? (await loadEnglishCollections(context));
      const pages = ((allContent[PAGES_PLUGIN] ?? {}) as Record<string, PagesContent | undefined>).default ?? [];
      const entries = Object.fromEntries(
        Object.entries(blogs).map(([id, content]) => [id, (content?.blogPosts ?? []).map((post) => post.metadata)]),
      );
      const docsPlugins = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent | undefined>;
      const docsGroups = options.docs.map(({pluginId, sidebarId, id, title}) => {
        const version = docsPlugins[pluginId]?.loadedVersions[0];
        const sidebar = version?.sidebars[sidebarId];
        if (!version || !sidebar)
          throw new Error(`sitemap-page: no sidebar "${sidebarId}" in the docs plugin "${pluginId}".`);
        // The groups list each language's own paths (`/docs/…`): the page's links add the language's prefix.
        return buildDocsGroup({id, title}, sidebar as readonly SidebarSource[], version.docs, (permalink) =>
          localPath(permalink, context.baseUrl),
        );
      });
      const groups = buildSitemapGroups({
        groups: options.groups,
        docsGroups,
        collections: options.collections,
        entries,
        otherGroup: options.otherGroup,
        pages: pages
          .filter((page) => !('unlisted' in page && page.unlisted))
          .map((page) => ({
            permalink: localPath(page.permalink, context.baseUrl),
            ...('title' in page && page.title ? {title: page.title} : {}),
          })),
        excludePaths: options.excludePaths,
      });
      const groupsModule = await actions.createData('sitemap-groups.json', JSON.stringify(groups));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, options.path]),
        component: options.component,
        exact: true,
        modules: {groups: groupsModule},
      });
    },
  };
}

export {validateOptions};
