import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCollectionsIndex} from './buildIndex';
import {BLOG_PLUGIN} from '../shared/pluginNames';
import {loadEnglishCollections, type CollectionsContent} from '../shared/englishCollections';

export const PLUGIN_NAME = 'collections-index';

/** Publishes counts and the newest entries of blog, newsletters and case studies as global data. */
export default function collectionsIndexPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      // A translated build has no collections of its own: it shows the English ones.
      const blogs =
        (allContent[BLOG_PLUGIN] as CollectionsContent | undefined) ?? (await loadEnglishCollections(context));
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
