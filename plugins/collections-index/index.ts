import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {buildCollectionsIndex} from './buildIndex';
import {BLOG_PLUGIN} from '../shared/pluginNames';

export const PLUGIN_NAME = 'collections-index';

/** Publishes counts and the newest entries of blog, newsletters and case studies as global data. */
export default function collectionsIndexPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
      actions.setGlobalData(
        buildCollectionsIndex({
          blog: blogs.default,
          newsletters: blogs.newsletters,
          caseStudies: blogs['case-studies'],
        }),
      );
    },
  };
}
