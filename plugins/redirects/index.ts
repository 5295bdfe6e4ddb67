import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  collectFrontMatterAliases,
  findMissingTargets,
  formatRedirectsFile,
  localizedRedirects,
  mergeRedirects,
} from './collectRedirects';
import {validateOptions, type PluginOptions} from './options';
import type {Redirect} from '../../src/data/redirects';
import {BLOG_PLUGIN} from '../shared/pluginNames';
import {DEFAULT_LOCALE, localeOr} from '../../src/data/constants';
import {existsIn} from '../../src/lib/i18n/routes';
import {i18nData} from '../i18n';

/**
 * Aliases are real routes (so `<Link to="/contact-us">` passes the broken-link
 * checker and works in client-side navigation), each rendering a page that
 * forwards to its target; the static-host `_redirects` file is written last.
 */
export default function redirectsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const locale = localeOr(context.i18n.currentLocale);
  /** This language's aliases, at its own addresses. */
  let redirects: Redirect[] = [];
  /** The English build's `_redirects` also carries the translated languages' aliases. */
  let translatedRedirects: Redirect[] = [];
  return {
    name: 'redirects',

    async allContentLoaded({allContent, actions}) {
      const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
      const posts = options.aliasCollections.flatMap((id) => blogs[id]?.blogPosts ?? []);
      const own = mergeRedirects(options.redirects, collectFrontMatterAliases(posts.map((p) => p.metadata)));
      redirects = own.map(({from, to}) => ({
        from: normalizeUrl([context.baseUrl, from]),
        to: normalizeUrl([context.baseUrl, to]),
      }));
      if (locale === DEFAULT_LOCALE) {
        const {untranslated} = i18nData(allContent);
        translatedRedirects = localizedRedirects(
          options.redirects,
          context.i18n.locales.map((l) => localeOr(l)),
          (path, other) => existsIn(path, other, untranslated[other] ?? []),
        );
      }
      for (const {from, to} of redirects) {
        actions.addRoute({path: from, component: options.component, exact: true, props: {to}});
      }
    },

    async postBuild({routesPaths, outDir}) {
      const problems = findMissingTargets(redirects, routesPaths);
      if (problems.length > 0) throw new Error(`Broken redirects:\n  - ${problems.join('\n  - ')}`);
      if (locale === DEFAULT_LOCALE)
        await writeFile(
          path.join(outDir, options.redirectsFile),
          formatRedirectsFile([...redirects, ...translatedRedirects]),
        );
    },
  };
}

export {validateOptions};
