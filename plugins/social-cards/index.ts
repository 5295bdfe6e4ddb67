import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {CardContent} from './cardContent';
import type {EarlyDrawing} from './build';
import {validateOptions, type PluginOptions} from './options';
import {localeOr} from '../../src/data/constants';

/**
 * One 1200×630 PNG per built route at /img/social/<route>.png (the path
 * src/lib/socialCards.ts gives the page heads), drawn on worker threads, and
 * only those whose text changed since the last build (cacheDir). An entry's
 * card depends only on its content, so a production build starts drawing
 * entries' cards as soon as all content is loaded, at low priority, and the
 * bundler and the static rendering leave the CPU time they do not use to it.
 * Pages are titled from their rendered heads, so theirs wait for postBuild.
 * The work is in build.ts, imported by the hooks of a production build only:
 * `npm start` loads none of it.
 */
export default function socialCardsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let entries = new Map<string, CardContent>();
  let early: EarlyDrawing | undefined;
  const setup = {
    siteDir: context.siteDir,
    cacheDir: path.resolve(context.siteDir, options.cacheDir),
    options,
    locale: localeOr(context.i18n.currentLocale),
  };

  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      // `docusaurus start` reloads content on every edit and never builds: it draws nothing and
      // needs no cards' content.
      if (process.env.NODE_ENV !== 'production') return;
      const {collectEntryCards, drawEntryCardsEarly} = await import('./build');
      entries = collectEntryCards(allContent as Record<string, Record<string, unknown>>, options);
      early ??= drawEntryCardsEarly(setup, entries);
    },

    async postBuild({routesPaths, outDir}) {
      const {writeRouteCards} = await import('./build');
      await writeRouteCards(setup, {routesPaths, outDir, entries, early});
    },
  };
}

export {validateOptions};
