import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {collectFrontMatterAliases, findMissingTargets, formatRedirectsFile, mergeRedirects} from './collectRedirects';
import {validateOptions, type PluginOptions} from './options';
import type {Redirect} from '../../src/data/redirects';
import {BLOG_PLUGIN} from '../shared/pluginNames';

/**
 * Aliases are real routes (so `<Link to="/contact-us">` passes the broken-link
 * checker and works in client-side navigation), each rendering a page that
 * forwards to its target; the static-host `_redirects` file is written last.
 */
export default function redirectsPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  let redirects: Redirect[] = [];
  return {
    name: 'redirects',

    async allContentLoaded({allContent, actions}) {
      const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
      const posts = options.aliasCollections.flatMap((id) => blogs[id]?.blogPosts ?? []);
      redirects = mergeRedirects(options.redirects, collectFrontMatterAliases(posts.map((p) => p.metadata)));
      for (const {from, to} of redirects) {
        actions.addRoute({path: from, component: options.component, exact: true, props: {to}});
      }
    },

    async postBuild({routesPaths, outDir}) {
      const problems = findMissingTargets(redirects, routesPaths);
      if (problems.length > 0) throw new Error(`Broken redirects:\n  - ${problems.join('\n  - ')}`);
      await writeFile(path.join(outDir, options.redirectsFile), formatRedirectsFile(redirects));
    },
  };
}

export {validateOptions};
