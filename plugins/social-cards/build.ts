import {copyFileSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {BRAND, type Locale} from '../../src/data/constants';
import {PAGE_META} from '../../src/data/pageMeta';
import {socialCardPath} from '../../src/lib/socialCards';
import {localPath, localizedPath} from '../../src/lib/i18n/routes';
import {planCards, rendererSalt} from './cardCache';
import {buildCardTree} from './cardTree';
import {builtPageTitle, cardJobs, entryCards, type LoadedEntries} from './collectCards';
import type {CardContent} from './cardContent';
import {mergeResults, poolSize, startCardPool, type CardPool, type DrawResult, type FontFile} from './drawCards';
import type {PluginOptions} from './options';
import {BLOG_PLUGIN, DOCS_PLUGIN} from '../shared/pluginNames';

/**
 * The social-cards plugin's build work: reading the cards' content, planning and drawing them and
 * copying them into the build. The plugin (index.ts) imports this module inside its hooks, in a
 * production build only, so `npm start` never loads the drawing code.
 */

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
  const versions = ['satori', '@resvg/resvg-js'].map(
    (name) =>
      `${name}@${(JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version}`,
  );
  // The drawing code itself: a change to how a card is rasterized or encoded redraws every card.
  const drawingCode = DRAWING_MODULES.map((name) => readFileSync(new URL(name, import.meta.url)));
  const salt = rendererSalt([...fonts.map((font) => readFileSync(font.path)), ...versions, ...drawingCode]);
  const tree = (content: CardContent, host: string) => buildCardTree(content, {logo, brand: BRAND, host});
  return {fonts, salt, tree};
}

/** The loose view of the blog instances' and the docs plugin's content that the card builders read. */
function loadedEntries(allContent: Record<string, Record<string, unknown> | undefined>): LoadedEntries {
  const blogs = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
  const docs = Object.values((allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent | undefined>).flatMap(
    (content) => content?.loadedVersions ?? [],
  );
  return {
    blogs: Object.fromEntries(
      Object.entries(blogs).map(([id, content]) => [
        id,
        (content?.blogPosts ?? []).map(({metadata}) => ({
          permalink: metadata.permalink,
          title: metadata.title,
          date: metadata.date,
          frontMatter: metadata.frontMatter as Record<string, unknown>,
        })),
      ]),
    ),
    docs: docs.flatMap((version) =>
      version.docs.map((doc) => ({permalink: doc.permalink, title: doc.title, sourceDirName: doc.sourceDirName})),
    ),
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
export type EarlyDrawing = {keys: ReadonlySet<string>; result: Promise<DrawResult | Error>; pool: CardPool};

/** What the hooks share: the resolved cache folder and the options. */
export type CardsSetup = {
  siteDir: string;
  cacheDir: string;
  options: PluginOptions;
  /** The build's language: its pages are titled from its page-meta table. */
  locale: Locale;
};

const isCachedIn = (cacheDir: string) => (key: string) => existsSync(path.join(cacheDir, `${key}.png`));

/** Every entry's card content, from all loaded content. */
export function collectEntryCards(
  allContent: Record<string, Record<string, unknown> | undefined>,
  options: PluginOptions,
): Map<string, CardContent> {
  return entryCards(loadedEntries(allContent), options);
}

/** Starts drawing, at low priority, the entries' cards that are not cached yet; undefined if there are none. */
export function drawEntryCardsEarly(
  {siteDir, cacheDir, options}: CardsSetup,
  entries: ReadonlyMap<string, CardContent>,
): EarlyDrawing | undefined {
  mkdirSync(cacheDir, {recursive: true});
  const {fonts, salt, tree} = cardAssets(siteDir);
  const plan = planCards(
    cardJobs([...entries.keys()], entries, {}, () => undefined, options),
    (content) => tree(content, options.host),
    salt,
    isCachedIn(cacheDir),
  );
  if (plan.draw.length === 0) return undefined;
  const pool = startCardPool(poolSize(options.workers, plan.draw.length), {cacheDir, fonts, nice: EARLY_NICE});
  return {
    keys: new Set(plan.draw.map((card) => card.key)),
    result: pool.draw(plan.draw).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    pool,
  };
}

/** Draws every built route's card not drawn yet (joining the early drawing) and copies each into the build. */
export async function writeRouteCards(
  {siteDir, cacheDir, options, locale}: CardsSetup,
  {
    routesPaths,
    outDir,
    entries,
    early,
  }: {
    routesPaths: readonly string[];
    outDir: string;
    entries: ReadonlyMap<string, CardContent>;
    early: EarlyDrawing | undefined;
  },
): Promise<void> {
  // The table's paths are the language's own; the build's routes carry its prefix (/es/pricing, /es).
  const pageMeta = Object.fromEntries(
    Object.entries(PAGE_META[locale]).map(([route, meta]) => [
      localizedPath(route, locale).replace(/\/+$/, '') || '/',
      meta,
    ]),
  );
  const jobs = cardJobs(routesPaths, entries, pageMeta, (route) => builtPageTitle(outDir, route), options);
  mkdirSync(cacheDir, {recursive: true});
  const {fonts, salt, tree} = cardAssets(siteDir);
  const isCached = isCachedIn(cacheDir);
  const plan = planCards(
    jobs,
    (content) => tree(content, options.host),
    salt,
    (key) => early?.keys.has(key) || isCached(key),
  );
  const waitStart = performance.now();
  // The pages' cards join the entries' threads (at nice 19 still: postBuild waits for every card, so the priority only orders its own jobs).
  const pool =
    early?.pool ??
    (plan.draw.length > 0 ? startCardPool(poolSize(options.workers, plan.draw.length), {cacheDir, fonts}) : undefined);
  const [earlier, later] = await Promise.all([early?.result, pool?.draw(plan.draw)]).finally(() => pool?.close());
  if (earlier instanceof Error) throw earlier;
  const result = mergeResults(earlier, later);
  const drawnEarly = earlier?.drawn ?? 0;
  const waited = performance.now() - waitStart;
  // Files written last: every route's card copied from the cache into the build.
  // A translated build's files go under its own folder, which is its addresses' prefix already.
  const languageRoot = localizedPath('/', locale);
  for (const {route, key} of plan.routes) {
    const target = path.join(outDir, socialCardPath(localPath(route, languageRoot)));
    mkdirSync(path.dirname(target), {recursive: true});
    copyFileSync(path.join(cacheDir, `${key}.png`), target);
  }
  const routeKeys = new Set(plan.routes.map((route) => route.key));
  const reused = plan.reused - [...(early?.keys ?? [])].filter((key) => routeKeys.has(key)).length;
  console.log(
    `[social-cards] ${plan.routes.length} routes: ${describeDrawing(result, drawnEarly, waited)}, ${reused} reused from ${options.cacheDir}`,
  );
}
