import {copyFileSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {BRAND} from '../../src/data/constants';
import {PAGE_META} from '../../src/data/pageMeta';
import {socialCardPath} from '../../src/lib/socialCards';
import {planCards, rendererSalt} from './cardCache';
import {buildCardTree} from './cardTree';
import {builtPageTitle, cardJobs, entryCards, type LoadedEntries} from './collectCards';
import type {CardContent} from './cardContent';
import {mergeResults, poolSize, startCardPool, type CardPool, type DrawResult, type FontFile} from './drawCards';
import {validateOptions, type PluginOptions} from './options';
import {BLOG_PLUGIN, DOCS_PLUGIN} from '../shared/pluginNames';


/** The modules that turn a card's tree into PNG bytes; what they draw is not in the tree, so they salt the cache. */
const DRAWING_MODULES = ['./drawCard.mts', './encodePng.mts'] as const;

/** The card's assets, from npm and static/: no network at build. */
export function cardAssets(siteDir: string) {
  const fontDir = path.join(siteDir, 'node_modules/@fontsource/inter/files');
  const fonts: FontFile[] = [
    {name: 'Inter', weight: 400, path: path.join(fontDir, 'inter-latin-400-normal.woff')},
    {name: 'Inter', weight: 800, path: path.join(fontDir, 'inter-latin-800-normal.woff')},
  ];
  const logoSvg = readFileSync(path.join(siteDir, 'static/img/logo.svg'));
  const logo = `data:image/svg+xml;base64,${logoSvg.toString('base64')}`;
  const versions = ['satori', '@resvg/resvg-js'].map((name) => `${name}@${(JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version}`);
  // The drawing code itself: a change to how a card is rasterized or encoded redraws every card.
  const drawingCode = DRAWING_MODULES.map((name) => readFileSync(new URL(name, import.meta.url)));
  const salt = rendererSalt([...fonts.map((font) => readFileSync(font.path)), ...versions, ...drawingCode]);
  const tree = (content: CardContent, host: string) => buildCardTree(content, {logo, brand: BRAND, host});
  return {fonts, salt, tree};
}

/** The loose view of the blog instances' and the docs plugin's content that the card builders read. */
export function loadedEntries(allContent: Record<string, Record<string, unknown> | undefined>): LoadedEntries {
  const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
  const docs = Object.values((allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent | undefined>).flatMap((content) => content?.loadedVersions ?? []);
  return {
    blogs: Object.fromEntries(
      Object.entries(blogs).map(([id, content]) => [
        id,
        (content?.blogPosts ?? []).map(({metadata}) => ({permalink: metadata.permalink, title: metadata.title, date: metadata.date, frontMatter: metadata.frontMatter as Record<string, unknown>})),
      ]),
    ),
    docs: docs.flatMap((version) => version.docs.map((doc) => ({permalink: doc.permalink, title: doc.title, sourceDirName: doc.sourceDirName}))),
  };
}

/** "1094 cards drawn (1002 while bundling; 31 ms a card, 2 workers; largest 60 KB; postBuild waited 4.1 s)". */
export function describeDrawing(result: DrawResult, drawnEarly: number, postBuildMs: number): string {
  if (result.drawn === 0) return '0 cards drawn';
  const early = drawnEarly ? `${drawnEarly} while bundling; ` : '';
  return `${result.drawn} cards drawn (${early}${(result.cardMs / result.drawn).toFixed(0)} ms a card, ${result.workers} workers; largest ${(result.largestBytes / 1024).toFixed(0)} KB; postBuild waited ${(postBuildMs / 1000).toFixed(1)} s)`;
}

/** The nice value of the threads that draw entries' cards while the bundler runs: they get only the CPU it leaves idle. */
const EARLY_NICE = 19;

/** Cards being drawn while the site bundles: their keys, the drawing (its error kept for postBuild to throw) and the threads, which postBuild's cards reuse. */
type EarlyDrawing = {keys: ReadonlySet<string>; result: Promise<DrawResult | Error>; pool: CardPool};

/**
 * One 1200×630 PNG per built route at /img/social/<route>.png (the path
 * src/lib/socialCards.ts gives the page heads), drawn on worker threads, and
 * only those whose text changed since the last build (cacheDir). An entry's
 * card depends only on its content, so a production build starts drawing
 * entries' cards as soon as all content is loaded, at low priority, and the
 * bundler and the static rendering leave the CPU time they do not use to it.
 * Pages are titled from their rendered heads, so theirs wait for postBuild.
 */
export default function socialCardsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let entries = new Map<string, CardContent>();
  let early: EarlyDrawing | undefined;
  const cacheDir = path.resolve(context.siteDir, options.cacheDir);
  const isCached = (key: string) => existsSync(path.join(cacheDir, `${key}.png`));

  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      // `docusaurus start` reloads content on every edit and never builds: it draws nothing and
      // needs no cards' content (issue 32).
      if (process.env.NODE_ENV !== 'production') return;
      entries = entryCards(loadedEntries(allContent as Record<string, Record<string, unknown>>), options);
      if (early) return;
      mkdirSync(cacheDir, {recursive: true});
      const {fonts, salt, tree} = cardAssets(context.siteDir);
      const plan = planCards(cardJobs([...entries.keys()], entries, {}, () => undefined, options), (content) => tree(content, options.host), salt, isCached);
      if (plan.draw.length === 0) return;
      const pool = startCardPool(poolSize(options.workers, plan.draw.length), {cacheDir, fonts, nice: EARLY_NICE});
      early = {
        keys: new Set(plan.draw.map((card) => card.key)),
        result: pool.draw(plan.draw).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        pool,
      };
    },

    async postBuild({routesPaths, outDir}) {
      const jobs = cardJobs(routesPaths, entries, PAGE_META, (route) => builtPageTitle(outDir, route), options);
      mkdirSync(cacheDir, {recursive: true});
      const {fonts, salt, tree} = cardAssets(context.siteDir);
      const drawing = early;
      const plan = planCards(jobs, (content) => tree(content, options.host), salt, (key) => drawing?.keys.has(key) || isCached(key));
      const waitStart = performance.now();
      // The pages' cards join the entries' threads (at nice 19 still: postBuild waits for every card, so the priority only orders its own jobs).
      const pool = drawing?.pool ?? (plan.draw.length > 0 ? startCardPool(poolSize(options.workers, plan.draw.length), {cacheDir, fonts}) : undefined);
      const [earlier, later] = await Promise.all([drawing?.result, pool?.draw(plan.draw)]).finally(() => pool?.close());
      if (earlier instanceof Error) throw earlier;
      const result = mergeResults(earlier, later);
      const drawnEarly = earlier?.drawn ?? 0;
      const waited = performance.now() - waitStart;
      // Files written last: every route's card copied from the cache into the build.
      for (const {route, key} of plan.routes) {
        const target = path.join(outDir, socialCardPath(route));
        mkdirSync(path.dirname(target), {recursive: true});
        copyFileSync(path.join(cacheDir, `${key}.png`), target);
      }
      const routeKeys = new Set(plan.routes.map((route) => route.key));
      const reused = plan.reused - [...(drawing?.keys ?? [])].filter((key) => routeKeys.has(key)).length;
      console.log(`[social-cards] ${plan.routes.length} routes: ${describeDrawing(result, drawnEarly, waited)}, ${reused} reused from ${options.cacheDir}`);
    },
  };
}

export {validateOptions};
