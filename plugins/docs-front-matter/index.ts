import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {findDocFrontMatterErrors} from './docFrontMatter';
import {validateOptions, type PluginOptions} from './options';
import {DOCS_PLUGIN} from '../shared/pluginNames';

/**
 * The docs plugin has no processDocs hook like the blog's processBlogPosts, so
 * the Help Center's front matter is checked here, once every plugin has loaded
 * its content, before any page is rendered.
 */
export default function docsFrontMatterPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'docs-front-matter',

    async allContentLoaded({allContent}) {
      const docs = (allContent[DOCS_PLUGIN] as Record<string, DocsContent | undefined> | undefined)?.[
        options.docsPluginId
      ];
      if (!docs) throw new Error(`docs-front-matter: no docs plugin with id "${options.docsPluginId}".`);
      const errors = findDocFrontMatterErrors(docs.loadedVersions.flatMap((version) => version.docs));
      if (errors.length === 0) return;
      const message = `Help Center front matter (see CONTRIBUTING.md, "Adding a Help Center page"):\n${errors.join('\n')}`;
      if (options.onInvalidFrontMatter === 'throw') throw new Error(message);
      logger.warn(message);
    },
  };
}

export {validateOptions};
