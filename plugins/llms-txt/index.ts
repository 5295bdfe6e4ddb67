import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {localPath} from '../../src/lib/i18n/routes';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LlmsSection} from './buildLlmsTxt';
import type {HelpCenterEntry, PageEntry} from './collectEntries';
import type {ConvertJob, ConvertResult} from './convertWorker.mjs';
import {validateOptions, type PluginOptions} from './options';
import {BLOG_PLUGIN, DOCS_PLUGIN} from '../shared/pluginNames';

/** Where the built pages are read and converted (off the main thread, as native ES modules). */
const CONVERT_WORKER = new URL('./convertWorker.mts', import.meta.url);

/** A route base as written in the options (`blog`), whatever slashes the plugin's normalised options carry. */
const routeBaseOf = (value: unknown, fallback: string) => String(value ?? fallback).replace(/^\/+|\/+$/g, '');

type Twin = {entry: PageEntry; file: string; url: string; body: string};

/**
 * Makes the site readable by AI assistants (llmstxt.org): after the build, each Help Center page and
 * each entry of every blog-plugin instance gets a Markdown twin at `{path}.md`, converted from its
 * built HTML so it holds what the reader sees (imported figures, component tables, every tab);
 * `/llms.txt` lists them and `/llms-full.txt` holds the whole Help Center in sidebar order.
 */
export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const siteUrl = context.siteConfig.url;
  const {trailingSlash} = context.siteConfig;

  return {
    name: 'llms-txt',

    async postBuild({plugins, outDir}) {
      const start = performance.now();
      // Build-only code, loaded here so that `npm start` never loads it.
      const [
        {htmlFileOf},
        {absoluteUrl, buildIndexBody, buildLlmsFull, buildLlmsTxt, buildTwin},
        {collectHelpCenter, collectPosts, orderCollections},
        {twinPathOf},
        {runTsWorker},
      ] = await Promise.all([
        import('../pagefind-search/selectPages'),
        import('./buildLlmsTxt'),
        import('./collectEntries'),
        import('../../src/lib/markdownTwin'),
        import('../shared/tsWorker'),
      ]);
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === DOCS_PLUGIN && plugin.options.id === options.docsPluginId,
      );
      const docsBase = routeBaseOf(docsPlugin?.options.routeBasePath, 'docs');
      const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions[0];
      const collections = orderCollections(
        plugins
          .filter((plugin) => plugin.name === BLOG_PLUGIN)
          .map((plugin) => ({
            routeBasePath: routeBaseOf(plugin.options.routeBasePath, 'blog'),
            content: plugin.content as BlogContent,
          })),
        options.collectionTitles,
      );
      const routeBases = [docsBase, ...collections.map((collection) => collection.routeBasePath)];
      const urlOf = (permalink: string) => absoluteUrl(siteUrl, permalink);
      // A marketing page's path is the same in every language; its address has the language's prefix.
      const pageUrlOf = (route: string) => urlOf(normalizeUrl([context.baseUrl, route]));

      const builtFile = (permalink: string) => path.join(outDir, htmlFileOf(permalink, trailingSlash, context.baseUrl));
      const helpCenterEntries = version ? collectHelpCenter(version.docs, version.sidebars) : [];
      const postEntries = collections.map(({routeBasePath, content}) => ({
        title: options.collectionTitles[routeBasePath] ?? content.blogTitle,
        entries: collectPosts(content.blogPosts.map((post) => post.metadata)),
      }));
      // A section's index page is written from its children; every other page is converted from its built HTML.
      const converted = [
        ...helpCenterEntries,
        ...postEntries.flatMap(({entries}): HelpCenterEntry[] => entries),
      ].filter((entry) => !entry.children);
      const job: ConvertJob = {
        pages: converted.map((entry) => ({file: builtFile(entry.permalink), pageUrl: urlOf(entry.permalink)})),
        metaFiles: options.optionalPages.map(builtFile),
        contentSelectors: options.contentSelectors,
        dropSelectors: options.dropSelectors,
      };
      const {bodies, metas} = await runTsWorker<ConvertResult>(CONVERT_WORKER, job);
      const bodyOf = new Map(converted.map((entry, index) => [entry, bodies[index]]));

      const twinsOf = (entries: readonly HelpCenterEntry[]): Twin[] =>
        entries.flatMap((entry) => {
          const url = urlOf(entry.permalink);
          const file = twinPathOf(entry.permalink, routeBases);
          if (entry.children)
            return [{entry, file, url, body: buildIndexBody(entry.description, entry.children, urlOf)}];
          const body = bodyOf.get(entry) ?? null;
          if (body === null) {
            logger.warn`[llms-txt] no content found in the built page path=${entry.permalink}: it gets no Markdown twin.`;
            return [];
          }
          return [{entry, file, url, body}];
        });
      const helpCenter = twinsOf(helpCenterEntries);
      const posts = postEntries.map(({title, entries}) => ({title, twins: twinsOf(entries)}));
      const optional = options.optionalPages.map((permalink, index) => {
        const meta = metas[index];
        if (!meta) throw new Error(`[llms-txt] optionalPages: no built page at ${permalink}.`);
        return {
          title: meta.title ?? permalink,
          url: pageUrlOf(permalink),
          ...(meta.description ? {description: meta.description} : {}),
        };
      });

      const asLinks = (twins: readonly Twin[]) =>
        twins.map(({entry}) => ({
          title: entry.title,
          url: urlOf(twinPathOf(entry.permalink, routeBases)),
          ...(entry.description ? {description: entry.description} : {}),
        }));
      const sections: LlmsSection[] = [
        {title: options.docsTitle, links: asLinks(helpCenter)},
        ...posts.map(({title, twins}) => ({title, links: asLinks(twins)})),
        {title: 'Optional', links: optional},
      ];
      const files = new Map<string, string>([
        [
          '/llms.txt',
          buildLlmsTxt({title: options.title, summary: options.summary, details: options.details, sections}),
        ],
        [
          '/llms-full.txt',
          buildLlmsFull({
            title: `${options.title} ${options.docsTitle}`,
            summary: options.summary,
            pages: helpCenter.map(({entry, url, body}) => ({title: entry.title, url, body})),
          }),
        ],
        ...[...helpCenter, ...posts.flatMap(({twins}) => twins)].map(({entry, file, body}): [string, string] => [
          file,
          buildTwin(entry.title, body),
        ]),
      ]);

      await Promise.all(
        [...files].map(async ([file, text]) => {
          // A translated build's files go under its own folder, which is its addresses' prefix already.
          const target = path.join(outDir, localPath(file, context.baseUrl));
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, text, 'utf8');
        }),
      );
      // The time is read by `npm run bench:build`, which shows where postBuild goes.
      logger.info`[llms-txt] wrote llms.txt, llms-full.txt and number=${files.size - 2} Markdown twins in ${((performance.now() - start) / 1000).toFixed(1)} s.`;
    },
  };
}

export {validateOptions};
