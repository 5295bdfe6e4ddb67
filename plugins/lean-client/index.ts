import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {compileHintBanner} from './compileHint';
import {PATCH_NAMES, frameworkChangeMessage, frameworkChanges, type PatchName} from './patches';

const require = createRequire(import.meta.url);

/**
 * The classic theme registers a client module that imports Prism and its grammars into `main`, the
 * bundle every page evaluates before hydrating: on a phone that evaluation was the largest part of
 * `main`'s cost, for code blocks our pages do not have. Resolving that one module to nothing keeps
 * highlighting working where a code block appears (the theme's CodeBlock bundles its own Prism into
 * that page's chunk) while the other pages stop paying for it. Patch "prism-client-module" of patches.ts.
 */
export function dropPrismClientModule(): Record<string, false> {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  // Docusaurus requires client modules by absolute path without the extension; `$` makes the alias exact.
  return {[`${path.join(themeDir, 'lib', 'prism-include-languages')}$`]: false};
}

const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
const CORE_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
/** theme-common's React helpers: ours are the same but for a sort without ICU (see reactUtils.ts). */
export const THEME_COMMON_REACT_UTILS = path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js');
/** theme-common's modules that its own imports reach as ours instead, and ours. */
export const THEME_COMMON_REPLACEMENTS: Record<string, string> = {
  [THEME_COMMON_REACT_UTILS]: path.join(__dirname, 'reactUtils.ts'),
};

type Resource = {context: string; request: string};

/**
 * For a NormalModuleReplacementPlugin: sends a package's own relative imports of the modules named
 * (absolute paths of their `.js` files) to ours; any other import, of any name, is left alone.
 */
export function relativeImportReplacement(replacements: Record<string, string>): (resource: Resource) => void {
  return (resource) => {
    const ours = resource.request.startsWith('.')
      ? replacements[path.join(resource.context, `${resource.request}.js`)]
      : undefined;
    if (ours) resource.request = ours;
  };
}

/** Sends theme-common's own imports of those modules to ours. */
export const themeCommonReplacement = relativeImportReplacement(THEME_COMMON_REPLACEMENTS);

/** Core's route preloader, and ours, which lets the browser breathe before the first call (see preload.ts). */
export const CORE_PRELOAD = path.join(CORE_CLIENT, 'preload.js');
export const LATER_PRELOAD = path.join(__dirname, 'preload.ts');

/** Sends core's own imports of its preloader to ours, in the browser's build. */
export const preloadReplacement = relativeImportReplacement({[CORE_PRELOAD]: LATER_PRELOAD});

/** Core's `window.docusaurus`, and ours, whose prefetches wait for idle moments (see prefetchAtIdle.ts). */
export const CORE_DOCUSAURUS = path.join(CORE_CLIENT, 'docusaurus.js');
export const IDLE_PREFETCH_DOCUSAURUS = path.join(__dirname, 'prefetchAtIdle.ts');

/** Sends the client entry's import of `./docusaurus` to ours, in the browser's build. */
export const docusaurusReplacement = relativeImportReplacement({[CORE_DOCUSAURUS]: IDLE_PREFETCH_DOCUSAURUS});

/**
 * Under `npm start`: core's `window.docusaurus` without prefetches (see devNoPrefetch.ts). Part of patch
 * "idle-prefetch" (patches.ts): the same core file, hash-checked when this plugin loads, so an upgrade that
 * changes it stops `npm start` and the build alike. Measured: after one hot update the page prefetched the
 * chunks of 45 linked routes (`DEVLOOP_TRACE=1 npm run bench:devloop`, docs-engineering/devloop.md).
 */
export const DEV_NO_PREFETCH_DOCUSAURUS = path.join(__dirname, 'devNoPrefetch.ts');
export const devDocusaurusReplacement = relativeImportReplacement({[CORE_DOCUSAURUS]: DEV_NO_PREFETCH_DOCUSAURUS});

/**
 * The Docusaurus modules whose providers, above every page, update their context in an effect right
 * after hydration; they import `react` as settledReact.js, whose effects (settledEffects.ts) wait for idle.
 */
export const SETTLED_EFFECT_MODULES = [
  path.join(CORE_CLIENT, 'browserContext.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'colorMode.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'navbarMobileSidebar.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'navbarSecondaryMenu', 'content.js'),
  path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize.js'),
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), 'docsPreferredVersion.js'),
];
export const SETTLED_EFFECTS = path.join(__dirname, 'settledReact.js');

/** Sends those modules' `import … from 'react'` to settledReact.js; every other importer keeps React. */
export function settledEffectsReplacement(resource: {request: string; contextInfo?: {issuer?: string}}): void {
  if (resource.request === 'react' && SETTLED_EFFECT_MODULES.includes(resource.contextInfo?.issuer ?? ''))
    resource.request = SETTLED_EFFECTS;
}

/**
 * `prism-react-renderer` as our bundles see it: Prism's core and the site's grammars from `prismjs`
 * instead of the package's one module of fifty grammars. The server's has every grammar; the
 * browser's has none until the code-block highlighter evaluates them a step per task, before any
 * code block renders (prismHighlight.tsx, prismGrammars/). Both highlight alike, so a code block
 * hydrates without a mismatch.
 */
const PRISM_REACT_RENDERER = 'prism-react-renderer$';
export const LEAN_PRISM_REACT_RENDERER = {
  server: {[PRISM_REACT_RENDERER]: path.join(__dirname, 'prismReactRenderer.tsx')},
  client: {[PRISM_REACT_RENDERER]: path.join(__dirname, 'prismHighlight.tsx')},
};

/** Docusaurus' server-side renderer, which the static build uses for every page. */
export const DOCUSAURUS_RENDER_TO_HTML = path.join(CORE_CLIENT, 'renderToHtml.js');
/** Ours: the same, with every Suspense boundary kept inline (see renderToHtml.ts). */
export const INLINE_RENDER_TO_HTML = path.join(__dirname, 'renderToHtml.ts');
/** Sends the server entry's import of the renderer (`./renderToHtml`, in core's folder) to ours. */
export const renderToHtmlReplacement = relativeImportReplacement({[DOCUSAURUS_RENDER_TO_HTML]: INLINE_RENDER_TO_HTML});

/** A package-relative file (`@scope/pkg/lib/x.js`) as an absolute path, whatever the package's exports map allows. */
export function packageFile(file: string): string {
  const parts = file.split('/');
  const name = parts.slice(0, file.startsWith('@') ? 2 : 1).join('/');
  // Some packages' exports maps hide their package.json: walk up from the entry point to the package's folder.
  const entry = (() => {
    try {
      return require.resolve(`${name}/package.json`);
    } catch {
      return require.resolve(name);
    }
  })();
  let dir = path.dirname(entry);
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    if (path.dirname(dir) === dir) throw new Error(`lean-client: no folder of ${name} above ${entry}`);
    dir = path.dirname(dir);
  }
  return path.join(dir, ...parts.slice(name.split('/').length));
}

/** The first 16 hex digits of a package-relative file's SHA-256, or undefined when it does not exist. */
export function installedHash(file: string): string | undefined {
  const absolute = packageFile(file);
  return existsSync(absolute)
    ? createHash('sha256').update(readFileSync(absolute)).digest('hex').slice(0, 16)
    : undefined;
}

const THEME_CLASSIC_THEME = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'theme',
);
const SITE_THEME = path.join(__dirname, '..', '..', 'src', 'theme');

/**
 * With a theme component's speed patch off, the framework's own component (or ours without that
 * patch) stands in, on both the server and the browser, so the page still hydrates.
 */
export function swizzleReplacements(on: (patch: PatchName) => boolean): [RegExp, (resource: Resource) => void][] {
  const to = (file: string) => (resource: Resource) => {
    resource.request = file;
  };
  const originalCodeBlock = path.join(THEME_CLASSIC_THEME, 'CodeBlock', 'index.js');
  const replacements: [RegExp, (resource: Resource) => void][] = [];
  if (!on('code-block-no-remount')) replacements.push([/\/theme\/CodeBlock\/Highlighted$/, to(originalCodeBlock)]);
  if (!on('lazy-code-block'))
    replacements.push([
      /^@theme\/CodeBlock$/,
      to(on('code-block-no-remount') ? path.join(SITE_THEME, 'CodeBlock', 'Highlighted.tsx') : originalCodeBlock),
    ]);
  if (!on('tabs-no-remount'))
    replacements.push([/^@theme\/Tabs$/, to(path.join(THEME_CLASSIC_THEME, 'Tabs', 'index.js'))]);
  return replacements;
}

/**
 * `npm start`'s chunks: every module shared by two or more pages in one `common` chunk, instead of
 * a copy in each page's chunk. Docusaurus' `common` group takes only modules shared by half the
 * pages, which suits the build's long-term caching; in development the rest were copied into every
 * page that uses them (forms, zod, icons, shared components), 42.7 MB of scripts with their inline
 * source maps, rendered, hashed and written to the dev server's memory on every start (16.3 MB
 * after; issue 32). The same modules run in the browser; the build keeps Docusaurus' groups.
 */
export const DEV_SPLIT_CHUNKS = {cacheGroups: {common: {minChunks: 2}}};

type SetupMiddlewares = NonNullable<NonNullable<Configuration['devServer']>['setupMiddlewares']>;
type Middleware = ReturnType<SetupMiddlewares>[number];
type DevServer = Parameters<SetupMiddlewares>[1];
/** The bundler's export we use, taking the dev server's own compiler. */
type LazyCompilationBundler = {lazyCompilationMiddleware: (compiler: DevServer['compiler']) => Middleware};

/**
 * `npm start` compiles a page's chunk when the browser first asks for it (Rspack's lazy compilation
 * of dynamic imports: every route of Docusaurus is one), not the site's 1,590 modules before the first
 * page shows (issue 32: start 5.90 s → 5.50 s, docs-engineering/devloop.md). The dev server then needs
 * Rspack's middleware, which answers the browser's requests for a chunk.
 *
 * Docusaurus merges a plugin's `devServer` into its own with webpack-merge, which runs both
 * `setupMiddlewares` with the same array and concatenates what they return. Ours adds its middleware
 * to that array and returns its whole content while emptying it, so every middleware is there once
 * whether Docusaurus' runs before it, after it or not at all (index.test.ts merges all three ways).
 */
export function devLazyCompilation(bundler: LazyCompilationBundler) {
  return {
    lazyCompilation: {imports: true, entries: false},
    devServer: {
      setupMiddlewares: (middlewares: Middleware[], devServer: DevServer): Middleware[] => {
        middlewares.unshift(bundler.lazyCompilationMiddleware(devServer.compiler));
        return middlewares.splice(0);
      },
    },
  };
}

export type LeanClientOptions = {
  /** Patches switched off (see patches.ts); everything else is on. */
  off?: PatchName[];
};

export default function leanClientPlugin(_context?: unknown, {off = []}: LeanClientOptions = {}): Plugin {
  const on = (patch: PatchName) => !off.includes(patch);
  // An upgrade that changes a file we replace stops here, before a build ships our old copy of it.
  const changes = frameworkChanges(
    PATCH_NAMES.filter((patch) => on(patch)),
    installedHash,
  );
  if (changes.length) throw new Error(frameworkChangeMessage(changes));
  const themeCommonReplace = on('react-utils-sort') ? themeCommonReplacement : () => undefined;
  // Switched off, both renders get the package's Prism, and the browser keeps the theme's client module
  // (which adds any configured language to it). Even so the server's HTML still highlights php and bash
  // and the browser's package does not, so on the guide with code those blocks do not hydrate alike
  // (React error #418, a re-render): the bench's figure for the patch off there includes it.
  const prismAliases = (side: 'server' | 'client') => ({
    ...(on('lean-prism') ? LEAN_PRISM_REACT_RENDERER[side] : {}),
    ...(side === 'client' && on('prism-client-module') && on('lean-prism') ? dropPrismClientModule() : {}),
  });
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, BannerPlugin, Compilation} = currentBundler.instance;
      // Docusaurus keys the bundler's persistent cache on its theme aliases, not on our replacements:
      // a build with patches off must not reuse the modules of one with them on, or the reverse.
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      if (off.length && cache?.version) cache.version += `-lean-client-off-${[...off].sort().join('+')}`;
      // Both renders use the same helpers, so the server's HTML and the browser's first render agree.
      const alias = {'@lean-client/theme-common-react-utils$': THEME_COMMON_REACT_UTILS};
      // Every replacement below is one entry of patches.ts: what switching it off costs is measured in
      // docs-engineering/performance.md ("What each patch of the framework buys"), and the files it
      // replaces are hash-checked when this plugin loads, so an upgrade stops the build instead of
      // shipping our old copy. The swizzle replacements act only with a patch switched off (the bench).
      // Patch "react-utils-sort" (patches.ts: hash-guarded at load, measured +76 ms TBT on /docs when off,
      // docs-engineering/performance.md); usePrismTheme left this replacement with "prism-theme-light".
      const themeCommonPlugin = new NormalModuleReplacementPlugin(/\/reactUtils$/, themeCommonReplace);
      const swizzles = swizzleReplacements(on).map(
        ([pattern, replace]) => new NormalModuleReplacementPlugin(pattern, replace),
      );
      if (!isServer && config.mode === 'development') {
        // `npm start` renders in the browser only, with nothing pre-rendered to hydrate: the steps
        // that spread a static page's loading over tasks only delay it there, and the compile hint
        // had the browser compile the whole unminified bundle at once on each load (issue 32). The
        // same helpers and the same Prism as the build, so pages look and sort alike.
        return {
          resolve: {
            alias: {
              ...alias,
              ...prismAliases('client'),
              ...(on('idle-prefetch') ? {'@lean-client/core-docusaurus$': CORE_DOCUSAURUS} : {}),
            },
          },
          plugins: [
            themeCommonPlugin,
            ...(on('idle-prefetch')
              ? [new NormalModuleReplacementPlugin(/\/docusaurus$/, devDocusaurusReplacement)]
              : []),
            ...swizzles,
          ],
          optimization: {splitChunks: DEV_SPLIT_CHUNKS},
          ...devLazyCompilation(currentBundler.instance as unknown as LazyCompilationBundler),
        };
      }
      if (!isServer) {
        return {
          resolve: {
            alias: {
              ...alias,
              ...prismAliases('client'),
              ...(on('preload-in-steps') ? {'@lean-client/core-preload$': CORE_PRELOAD} : {}),
              ...(on('idle-prefetch') ? {'@lean-client/core-docusaurus$': CORE_DOCUSAURUS} : {}),
            },
          },
          plugins: [
            themeCommonPlugin,
            // Only the browser boots the app and runs effects.
            ...(on('preload-in-steps') ? [new NormalModuleReplacementPlugin(/\/preload$/, preloadReplacement)] : []),
            ...(on('idle-prefetch') ? [new NormalModuleReplacementPlugin(/\/docusaurus$/, docusaurusReplacement)] : []),
            ...(on('settled-effects') ? [new NormalModuleReplacementPlugin(/^react$/, settledEffectsReplacement)] : []),
            ...swizzles,
            ...(on('compile-hint') ? [compileHintBanner(BannerPlugin, Compilation)] : []),
          ],
        };
      }
      return {
        resolve: {alias: {...alias, ...prismAliases('server')}},
        plugins: [
          themeCommonPlugin,
          ...(on('inline-render')
            ? [new NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, renderToHtmlReplacement)]
            : []),
          ...swizzles,
        ],
      };
    },
  };
}
