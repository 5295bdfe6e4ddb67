import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import leanClientPlugin, {DEV_SPLIT_CHUNKS, devLazyCompilation} from './index';
import {CORE_DOCUSAURUS, IDLE_PREFETCH_DOCUSAURUS, docusaurusReplacement} from './patches/idle-prefetch';
import {DEV_NO_PREFETCH_DOCUSAURUS, devDocusaurusReplacement} from './patches/idle-prefetch';
import {DOCUSAURUS_RENDER_TO_HTML, INLINE_RENDER_TO_HTML} from './patches/inline-render';
import {LEAN_PRISM_REACT_RENDERER} from './patches/lean-prism';
import {CORE_PRELOAD, LATER_PRELOAD, preloadReplacement} from './patches/preload-in-steps';
import {dropPrismClientModule} from './patches/prism-client-module';
import {THEME_COMMON_REACT_UTILS, THEME_COMMON_REPLACEMENTS, themeCommonReplacement} from './patches/react-utils-sort';
import {SETTLED_EFFECTS, SETTLED_EFFECT_MODULES, settledEffectsReplacement} from './patches/settled-effects';
import {byKey} from './byKey';
import {COMPILE_HINT} from './compileHint';

const require = createRequire(import.meta.url);
const LEAN_REACT_UTILS = path.join(__dirname, 'reactUtils.ts');

describe('lean-client plugin', () => {
  it('aliases exactly the client module the classic theme registers for Prism (an upgrade that moves it fails here)', () => {
    const [key] = Object.keys(dropPrismClientModule());
    expect(key).toMatch(/\$$/);
    const modulePath = key!.slice(0, -1);
    // The theme names this very path among its client modules, and the module imports Prism.
    const themeIndex = require.resolve('@docusaurus/theme-classic');
    expect(readFileSync(themeIndex, 'utf8')).toContain("'./prism-include-languages'");
    expect(readFileSync(require.resolve(modulePath), 'utf8')).toContain("from 'prism-react-renderer'");
  });

  it("still gets Highlight from prism-react-renderer in the theme's code block (an upgrade that changes it fails here)", () => {
    const content = path.join(
      path.dirname(require.resolve('@docusaurus/theme-classic')),
      'theme',
      'CodeBlock',
      'Content',
      'index.js',
    );
    expect(readFileSync(content, 'utf8')).toContain("import {Highlight} from 'prism-react-renderer'");
  });

  it('drops Prism from the browser bundle, and swaps the server renderer for ours', () => {
    const plugin = leanClientPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resource: {context: string; request: string}) => void,
      ) {}
    }
    class Banner {
      constructor(readonly options: {banner: string; raw: boolean; test: RegExp; stage: number}) {}
    }
    const Compilation = {
      PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400,
      PROCESS_ASSETS_STAGE_DEV_TOOLING: 500,
      PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500,
    };
    const utils = {
      currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement, BannerPlugin: Banner, Compilation}},
    } as never;
    const client = configure({}, false, utils, {} as never) as unknown as {
      resolve: {alias: Record<string, unknown>};
      plugins: (Replacement | Banner)[];
    };
    expect(client.resolve.alias).toMatchObject(dropPrismClientModule());
    expect(client.resolve.alias).toMatchObject(LEAN_PRISM_REACT_RENDERER.client);
    const [banner, ...replacements] = [...client.plugins].reverse();
    expect(replacements.reverse().map((p) => (p as Replacement).replace)).toEqual([
      themeCommonReplacement,
      preloadReplacement,
      docusaurusReplacement,
      settledEffectsReplacement,
    ]);
    expect(client.resolve.alias).toMatchObject({'@lean-client/core-docusaurus$': CORE_DOCUSAURUS});
    // The compile hint opens every script, as is (raw), added after the minifier (which drops comments) and before the content hash.
    const {options} = banner as Banner;
    expect(options).toMatchObject({banner: COMPILE_HINT, raw: true});
    expect(
      ['main.1a2b.js', '4014.9f8e.js'].every((file) => options.test.test(file)) && !options.test.test('main.1a2b.css'),
    ).toBe(true);
    expect(options.stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(options.stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
    const server = configure({}, true, utils, {} as never) as unknown as {
      resolve: {alias: Record<string, unknown>};
      plugins: Replacement[];
    };
    // Both renders highlight with the same Prism, or a code block's HTML would not hydrate.
    expect(server.resolve.alias).toMatchObject(LEAN_PRISM_REACT_RENDERER.server);
    for (const file of [
      ...Object.values(LEAN_PRISM_REACT_RENDERER.server),
      ...Object.values(LEAN_PRISM_REACT_RENDERER.client),
    ])
      expect(existsSync(file)).toBe(true);
    const [, replacement] = server.plugins;
    expect(server.plugins[0]!.replace).toBe(themeCommonReplacement);
    expect(replacement!.pattern.test('./renderToHtml')).toBe(true);
    const coreRequest = {context: path.dirname(DOCUSAURUS_RENDER_TO_HTML), request: './renderToHtml'};
    replacement!.replace(coreRequest);
    expect(coreRequest.request).toBe(INLINE_RENDER_TO_HTML);
    // A module of the same name elsewhere is left alone.
    const other = {context: '/elsewhere', request: './renderToHtml'};
    replacement!.replace(other);
    expect(other.request).toBe('./renderToHtml');
  });

  it('under `npm start` keeps the same helpers and Prism but not the load-spreading steps or the compile hint, and bundles shared modules once', () => {
    const plugin = leanClientPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resource: {context: string; request: string}) => void,
      ) {}
    }
    class Banner {}
    const utils = {
      currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement, BannerPlugin: Banner, Compilation: {}}},
    } as never;
    const dev = configure({mode: 'development'}, false, utils, {} as never) as unknown as {
      resolve: {alias: Record<string, unknown>};
      plugins: unknown[];
      optimization: unknown;
    };
    expect(dev.resolve.alias).toMatchObject({
      ...dropPrismClientModule(),
      ...LEAN_PRISM_REACT_RENDERER.client,
      '@lean-client/theme-common-react-utils$': THEME_COMMON_REACT_UTILS,
    });
    // Core's window.docusaurus without prefetches: no chunks of routes the writer is not looking at.
    expect(dev.plugins.map((p) => (p as Replacement).replace)).toEqual([
      themeCommonReplacement,
      devDocusaurusReplacement,
    ]);
    const entryImport = {context: path.dirname(CORE_DOCUSAURUS), request: './docusaurus'};
    devDocusaurusReplacement(entryImport);
    expect(entryImport.request).toBe(DEV_NO_PREFETCH_DOCUSAURUS);
    expect(dev.resolve.alias['@lean-client/core-docusaurus$']).toBe(CORE_DOCUSAURUS);
    expect(dev.plugins.some((p) => p instanceof Banner)).toBe(false);
    // Shared modules once, in Docusaurus' `common` chunk (merged into its group, so the name and priority stay).
    expect(dev.optimization).toEqual({splitChunks: {cacheGroups: {common: {minChunks: 2}}}});
    // Each page's chunk compiled when the browser first asks for it, not every route's before the first page.
    expect((dev as unknown as {lazyCompilation: unknown}).lazyCompilation).toEqual({imports: true, entries: false});
    expect(DEV_SPLIT_CHUNKS.cacheGroups.common).toEqual({minChunks: 2});
    // The static build keeps all of them, and Docusaurus' chunk groups.
    const build = configure({mode: 'production'}, false, utils, {} as never) as unknown as {
      plugins: unknown[];
      optimization?: unknown;
    };
    expect(build.optimization).toBeUndefined();
    expect(
      (configure({mode: 'development'}, true, utils, {} as never) as {optimization?: unknown}).optimization,
    ).toBeUndefined();
    expect(build.plugins.some((p) => p instanceof Banner)).toBe(true);
    expect(build.plugins.map((p) => (p as Replacement).replace)).toContain(settledEffectsReplacement);
  });

  it("adds Rspack's lazy-compilation middleware to the dev server once, however webpack-merge joins Docusaurus' setupMiddlewares with ours", () => {
    // Docusaurus merges a plugin's devServer into its own this way (core/lib/commands/start/webpack.js).
    type Setup = {setupMiddlewares: (middlewares: unknown[], devServer: unknown) => unknown[]};
    const {merge} = createRequire(require.resolve('@docusaurus/core/package.json'))('webpack-merge') as {
      merge: (...configs: Setup[]) => Setup;
    };
    const theirs: Setup = {setupMiddlewares: (middlewares) => (middlewares.unshift('eval-source-map'), middlewares)};
    const compiler = {name: 'client'};
    const ours = devLazyCompilation({lazyCompilationMiddleware: (c) => ['lazy', c] as never})
      .devServer as unknown as Setup;
    const run = (config: Setup) => config.setupMiddlewares(['dev-middleware', 'static'], {compiler});
    const lazy = ['lazy', compiler];
    expect(run(merge(theirs, ours))).toEqual([lazy, 'eval-source-map', 'dev-middleware', 'static']);
    expect(run(merge(ours, theirs))).toEqual([lazy, 'dev-middleware', 'static', 'eval-source-map']);
    expect(run(ours)).toEqual([lazy, 'dev-middleware', 'static']);
  });

  it("renders like Docusaurus' own renderToHtml but for the chunk size (an upgrade that changes theirs fails here)", () => {
    const code = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/^import type .*$/gm, '')
        .replace(/^\s*progressiveChunkSize: .*$/gm, '')
        .replace(/: (unknown|ReactNode|Promise<string>)/g, '')
        .replace(/[\s;]/g, '');
    const theirs = readFileSync(DOCUSAURUS_RENDER_TO_HTML, 'utf8');
    const ours = readFileSync(INLINE_RENDER_TO_HTML, 'utf8');
    expect(ours).toContain('progressiveChunkSize: Number.POSITIVE_INFINITY');
    expect(code(ours)).toBe(code(theirs));
  });

  it("sends theme-common's own imports of its React helpers to ours, and nothing else", () => {
    const lib = path.dirname(path.dirname(THEME_COMMON_REACT_UTILS));
    for (const [context, request, ours] of [
      [path.join(lib, 'hooks'), '../utils/reactUtils', LEAN_REACT_UTILS],
      [path.join(lib, 'contexts', 'navbarSecondaryMenu'), '../../utils/reactUtils', LEAN_REACT_UTILS],
      [lib, './utils/reactUtils', LEAN_REACT_UTILS],
    ] as const) {
      const resource = {context, request};
      themeCommonReplacement(resource);
      expect(resource.request, `${request} from ${context}`).toBe(ours);
    }
    // Every module named exists in this version of theme-common.
    for (const theirs of Object.keys(THEME_COMMON_REPLACEMENTS)) expect(existsSync(theirs), theirs).toBe(true);
    // Ours reaches the original through the alias, which must not be replaced in turn.
    for (const resource of [
      {context: path.dirname(LEAN_REACT_UTILS), request: '@lean-client/theme-common-react-utils'},
      {context: '/elsewhere', request: './reactUtils'},
    ]) {
      const before = resource.request;
      themeCommonReplacement(resource);
      expect(resource.request).toBe(before);
    }
  });

  it("replaces only useShallowMemoObject, which theme-common's file still defines with localeCompare (an upgrade that changes it fails here)", () => {
    const theirs = readFileSync(THEME_COMMON_REACT_UTILS, 'utf8');
    const ours = readFileSync(LEAN_REACT_UTILS, 'utf8');
    expect(theirs).toMatch(
      /export function useShallowMemoObject\(obj\) \{\s*const deps = Object\.entries\(obj\);[^}]*localeCompare/,
    );
    expect(ours).toContain("export * from '@lean-client/theme-common-react-utils';");
    const defined = (text: string) =>
      [...text.matchAll(/^export (?:function|class|const) (\w+)/gm)].map(([, name]) => name);
    expect(defined(ours)).toContain('useShallowMemoObject');
    expect(defined(ours).every((name) => defined(theirs).includes(name))).toBe(true);
    expect(ours).not.toMatch(/localeCompare\(/);
  });

  it('orders entries by key in code-unit order, as a stable order for the memo needs', () => {
    const entries: [string, unknown][] = [
      ['sidebar', 1],
      ['path', 2],
      ['Zed', 3],
      ['component', 4],
    ];
    expect(entries.sort(byKey).map(([key]) => key)).toEqual(['Zed', 'component', 'path', 'sidebar']);
    expect(byKey(['a', 1], ['a', 2])).toBe(0);
  });

  it("sends the client entry's `window.docusaurus` to ours, whose prefetch waits for idle and whose preload is core's", () => {
    const resource = {context: path.dirname(CORE_DOCUSAURUS), request: './docusaurus'};
    docusaurusReplacement(resource);
    expect(resource.request).toBe(IDLE_PREFETCH_DOCUSAURUS);
    const elsewhere = {context: '/site/src', request: './docusaurus'};
    docusaurusReplacement(elsewhere);
    expect(elsewhere.request).toBe('./docusaurus');
    // The client entry imports it by that name and mounts it onto window; Link calls its prefetch and preload.
    expect(readFileSync(path.join(path.dirname(CORE_DOCUSAURUS), 'clientEntry.js'), 'utf8')).toContain(
      "import docusaurus from './docusaurus';",
    );
    const link = readFileSync(path.join(path.dirname(CORE_DOCUSAURUS), 'exports', 'Link.js'), 'utf8');
    expect(link).toContain('window.docusaurus.prefetch(targetLink)');
    expect(link).toContain('window.docusaurus.preload(targetLink)');
    expect(readFileSync(CORE_DOCUSAURUS, 'utf8')).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    const ours = readFileSync(IDLE_PREFETCH_DOCUSAURUS, 'utf8');
    expect(ours).toContain("from '@lean-client/core-docusaurus';");
    expect(ours).toContain('preload: coreDocusaurus.preload');
  });

  it("sends core's own imports of its route preloader to ours, which wraps the same function", () => {
    for (const request of ['./preload', '../preload']) {
      const context =
        request === './preload' ? path.dirname(CORE_PRELOAD) : path.join(path.dirname(CORE_PRELOAD), 'exports');
      const resource = {context, request};
      preloadReplacement(resource);
      expect(resource.request).toBe(LATER_PRELOAD);
    }
    const elsewhere = {context: '/site/src', request: './preload'};
    preloadReplacement(elsewhere);
    expect(elsewhere.request).toBe('./preload');
    // Core's client entry still calls it first thing, and ours reaches theirs through the alias.
    expect(readFileSync(path.join(path.dirname(CORE_PRELOAD), 'clientEntry.js'), 'utf8')).toMatch(
      /preload\(window\.location\.pathname\)\.then\(/,
    );
    expect(readFileSync(LATER_PRELOAD, 'utf8')).toContain("from '@lean-client/core-preload';");
    // Ours repeats core's first preload a step at a time: the same matches, the same call per match.
    const core = readFileSync(CORE_PRELOAD, 'utf8');
    expect(core).toContain('Array.from(new Set([pathname, decodeURI(pathname)]))');
    expect(core).toContain('.map((p) => matchRoutes(routes, p))');
    expect(core).toContain('matches.map((match) => match.route.component.preload?.())');
  });

  it('gives the providers above every page the React whose first effects wait for idle, and no one else', () => {
    for (const issuer of SETTLED_EFFECT_MODULES) {
      const resource = {request: 'react', contextInfo: {issuer}};
      settledEffectsReplacement(resource);
      expect(resource.request, issuer).toBe(SETTLED_EFFECTS);
    }
    for (const resource of [
      {request: 'react', contextInfo: {issuer: SETTLED_EFFECTS}},
      {request: 'react', contextInfo: {issuer: '/site/src/components/Anything.tsx'}},
      {request: 'react-dom', contextInfo: {issuer: SETTLED_EFFECT_MODULES[0]}},
      {request: 'react'},
    ]) {
      settledEffectsReplacement(resource);
      expect(resource.request).not.toBe(SETTLED_EFFECTS);
    }
  });

  it('names modules that exist and update state in an effect imported from react (an upgrade that moves or changes one fails here)', () => {
    for (const file of SETTLED_EFFECT_MODULES) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toMatch(/import (?:React, )?\{[^}]*\buseEffect\b[^}]*\} from 'react';/);
      expect(text, file).toMatch(/useEffect\(\(\) => \{?[\s\S]{0,200}?set[A-Z]\w*\(/);
    }
  });
});
