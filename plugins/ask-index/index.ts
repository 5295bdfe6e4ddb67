import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {DEFAULT_LOCALE, localeOr} from '../../src/data/constants';
import {localPath} from '../../src/lib/i18n/routes';
import {DOCS_PLUGIN} from '../shared/pluginNames';
import type {IndexJob, IndexResult} from './indexWorker.mjs';
import {validateOptions, type PluginOptions} from './options';

const INDEX_WORKER = new URL('./indexWorker.mts', import.meta.url);

/**
 * Ask the Help Center: after the build, splits each Help Center page into sections by
 * heading, read from its built HTML so that the anchors are the rendered heading ids and the
 * sentences are what the reader sees (imported figures, component tables, every tab), adds the
 * questions each section answers from the page's `asked_as` front matter, and writes them as one
 * static JSON file that the browser fetches on the first question.
 */
export default function askIndexPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {trailingSlash} = context.siteConfig;
  return {
    name: 'ask-index',

    async postBuild({plugins, outDir}) {
      const start = performance.now();
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === DOCS_PLUGIN && plugin.options.id === options.docsPluginId,
      );
      const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error(`[ask-index] no docs found for the docs plugin "${options.docsPluginId}".`);
      // Build-only code, loaded here so that `npm start` never loads it (its start time is measured: docs-engineering/devloop.md).
      const [{htmlFileOf}, {runTsWorker}, {buildAskIndex, serializeAskIndex}, {readAskedAs}] = await Promise.all([
        import('../pagefind-search/selectPages'),
        import('../shared/tsWorker'),
        import('./buildAskIndex'),
        import('./askedAs'),
      ]);
      // A translated build's permalinks start with its language's prefix; the ignored paths are every language's.
      const ownPath = (permalink: string) => localPath(permalink, context.baseUrl).replace(/\/$/, '');
      const docs = version.docs.filter((doc) => !options.ignorePaths.includes(ownPath(doc.permalink)));
      const job: IndexJob = {
        pages: docs.map((doc) => ({
          file: path.join(outDir, htmlFileOf(doc.permalink, trailingSlash, context.baseUrl)),
          page: doc.permalink.replace(/\/$/, ''),
          pageTitle: doc.title,
        })),
      };
      const {pages} = await runTsWorker<IndexResult>(INDEX_WORKER, job);
      // The questions each section answers in the staff's words, from the page's source: the front matter the docs plugin
      // loaded has them left out, so that the page does not ship them (askedAs.ts).
      const askedAs = new Map(
        await Promise.all(
          docs.map(
            async (doc) =>
              [
                doc.permalink.replace(/\/$/, ''),
                await readAskedAs(path.join(context.siteDir, doc.source.replace(/^@site\//, ''))),
              ] as const,
          ),
        ),
      );
      const locale = localeOr(context.i18n.currentLocale);
      const index = buildAskIndex(pages.map((page) => ({...page, askedAs: askedAs.get(page.page)})));
      // A translated Help Center's index says its language, which the engine reads it by.
      const text = serializeAskIndex(locale === DEFAULT_LOCALE ? index : {...index, locale});
      const target = path.join(outDir, options.outputPath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, text, 'utf8');
      const sections = pages.reduce((count, page) => count + page.sections.length, 0);
      // The time is read by `npm run bench:build`, which shows where postBuild goes.
      logger.info`[ask-index] wrote path=${options.outputPath}: number=${sections} sections of number=${pages.length} pages, ${(text.length / 1024).toFixed(0)} KB, in ${((performance.now() - start) / 1000).toFixed(1)} s.`;
    },
  };
}

export {validateOptions};
