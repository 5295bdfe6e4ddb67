import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {compileHintBanner} from './compileHint';

const require = createRequire(import.meta.url);

/**
 * The classic theme registers a client module that imports Prism and its grammars into `main`, the
 * bundle every page evaluates before hydrating: on a phone that evaluation was the largest part of
 * `main`'s cost, for code blocks our pages do not have. Resolving that one module to nothing keeps
 * highlighting working where a code block appears (the theme's CodeBlock bundles its own Prism into
 * that page's chunk) while the other pages stop paying for it.
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
  // Reads the colour mode only when a dark theme is configured (see usePrismTheme.ts).
  [path.join(THEME_COMMON_LIB, 'hooks', 'usePrismTheme.js')]: path.join(__dirname, 'usePrismTheme.ts'),
};

type Resource = {context: string; request: string};

/**
 * For a NormalModuleReplacementPlugin: sends a package's own relative imports of the modules named
 * (absolute paths of their `.js` files) to ours; any other import, of any name, is left alone.
 */
export function relativeImportReplacement(replacements: Record<string, string>): (resource: Resource) => void {
  return (resource) => {
    const ours = resource.request.startsWith('.') ? replacements[path.join(resource.context, `${resource.request}.js`)] : undefined;
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
  if (resource.request === 'react' && SETTLED_EFFECT_MODULES.includes(resource.contextInfo?.issuer ?? '')) resource.request = SETTLED_EFFECTS;
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

/**
 * `npm start`'s chunks: every module shared by two or more pages in one `common` chunk, instead of
 * a copy in each page's chunk. Docusaurus' `common` group takes only modules shared by half the
 * pages, which suits the build's long-term caching; in development the rest were copied into every
 * page that uses them (forms, zod, icons, shared components), 42.7 MB of scripts with their inline
 * source maps, rendered, hashed and written to the dev server's memory on every start (16.3 MB
 * after; issue 32). The same modules run in the browser; the build keeps Docusaurus' groups.
 */
export const DEV_SPLIT_CHUNKS = {cacheGroups: {common: {minChunks: 2}}};

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, BannerPlugin, Compilation} = currentBundler.instance;
      // Both renders use the same helpers, so the server's HTML and the browser's first render agree.
      const alias = {'@lean-client/theme-common-react-utils$': THEME_COMMON_REACT_UTILS};
      const themeCommon = new NormalModuleReplacementPlugin(/\/(reactUtils|usePrismTheme)$/, themeCommonReplacement);
      if (!isServer && config.mode === 'development') {
        // `npm start` renders in the browser only, with nothing pre-rendered to hydrate: the steps
        // that spread a static page's loading over tasks only delay it there, and the compile hint
        // had the browser compile the whole unminified bundle at once on each load (issue 32). The
        // same helpers and the same Prism as the build, so pages look and sort alike.
        return {
          resolve: {alias: {...alias, ...LEAN_PRISM_REACT_RENDERER.client, ...dropPrismClientModule()}},
          plugins: [themeCommon],
          optimization: {splitChunks: DEV_SPLIT_CHUNKS},
        };
      }
      if (!isServer) {
        return {
          resolve: {alias: {...alias, ...LEAN_PRISM_REACT_RENDERER.client, '@lean-client/core-preload$': CORE_PRELOAD, '@lean-client/core-docusaurus$': CORE_DOCUSAURUS, ...dropPrismClientModule()}},
          plugins: [
            themeCommon,
            // Only the browser boots the app and runs effects.
            new NormalModuleReplacementPlugin(/\/preload$/, preloadReplacement),
            new NormalModuleReplacementPlugin(/\/docusaurus$/, docusaurusReplacement),
            new NormalModuleReplacementPlugin(/^react$/, settledEffectsReplacement),
            compileHintBanner(BannerPlugin, Compilation),
          ],
        };
      }
      return {resolve: {alias: {...alias, ...LEAN_PRISM_REACT_RENDERER.server}}, plugins: [themeCommon, new NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, renderToHtmlReplacement)]};
    },
  };
}
