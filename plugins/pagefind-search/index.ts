import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localPath} from '../../src/lib/i18n/routes';
import {validateOptions, type PluginOptions} from './options';

/** Feeds the job to writeIndex.mjs (Pagefind's Node API) and waits for it. */
function runIndexer(job: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'writeIndex.mjs')], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Pagefind indexing failed (exit code ${code}).`)),
    );
    child.stdin.end(JSON.stringify(job));
  });
}

/**
 * Site search without a server: after the build, Pagefind indexes each
 * searchable page's pre-rendered HTML into `build/pagefind/`, a chunked index
 * the search box downloads piece by piece (src/theme/SearchBar).
 */
export default function pagefindSearchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'pagefind-search',

    async postBuild({routesPaths, routesBuildMetadata, outDir}) {
      // Build-only code, loaded here so that `npm start` never loads it.
      const {htmlFileOf, selectSearchableRoutes} = await import('./selectPages');
      const routes = selectSearchableRoutes(
        routesPaths,
        (route) => routesBuildMetadata[route]?.noIndex ?? false,
        options.ignorePaths,
      );
      const pages = routes
        .map((route) => ({
          // Pagefind's script adds the language's prefix (its baseUrl option, src/theme/SearchBar): index without it.
          url: localPath(route, context.baseUrl),
          file: path.join(outDir, htmlFileOf(route, context.siteConfig.trailingSlash, context.baseUrl)),
        }))
        .filter((page) => existsSync(page.file));
      await runIndexer({
        pages,
        outputPath: path.join(outDir, options.outputDir),
        excludeSelectors: options.excludeSelectors,
        language: options.language,
      });
    },
  };
}

export {validateOptions};
