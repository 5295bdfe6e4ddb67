import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {buildSitemapGroups} from './buildSitemapGroups';
import {validateOptions, type PluginOptions} from './options';
import {BLOG_PLUGIN} from '../shared/pluginNames';

const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The HTML sitemap page (spec 2), built from the pages and the three collections once all content is loaded. */
export default function sitemapPagePlugin(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'sitemap-page',

    async allContentLoaded({allContent, actions}) {
      const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
      const pages = ((allContent[PAGES_PLUGIN] ?? {}) as Record<string, PagesContent | undefined>).default ?? [];
      const entries = Object.fromEntries(Object.entries(blogs).map(([id, content]) => [id, (content?.blogPosts ?? []).map((post) => post.metadata)]));
      const groups = buildSitemapGroups({
        groups: options.groups,
        collections: options.collections,
        entries,
        otherGroup: options.otherGroup,
        pages: pages.filter((page) => !('unlisted' in page && page.unlisted)).map((page) => ({permalink: page.permalink, ...('title' in page && page.title ? {title: page.title} : {})})),
        excludePaths: options.excludePaths,
      });
      const groupsModule = await actions.createData('sitemap-groups.json', JSON.stringify(groups));
      actions.addRoute({path: options.path, component: options.component, exact: true, modules: {groups: groupsModule}});
    },
  };
}

export {validateOptions};
