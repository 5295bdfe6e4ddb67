import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import type {Build, Replacement, Switches, Wiring} from './patch';
import {PATCHES, PATCH_NAMES, frameworkChangeMessage, frameworkChanges, type PatchName} from './patches';

const require = createRequire(import.meta.url);

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

/**
 * With a theme component's speed patch off, the framework's own component (or ours without that
 * patch) stands in, on both the server and the browser, so the page still hydrates.
 */
export function swizzleReplacements(on: Switches['on']): Replacement[] {
  return PATCH_NAMES.filter((patch) => !on(patch)).flatMap((patch) => PATCHES[patch].off?.({on}) ?? []);
}

/**
 * `npm start`'s chunks: every module shared by two or more pages in one `common` chunk, instead of
 * a copy in each page's chunk. Docusaurus' `common` group takes only modules shared by half the
 * pages, which suits the build's long-term caching; in development the rest were copied into every
 * page that uses them (forms, zod, icons, shared components), 42.7 MB of scripts with their inline
 * source maps, rendered, hashed and written to the dev server's memory on every start (16.3 MB
 * after; docs-engineering/devloop.md). The same modules run in the browser; the build keeps Docusaurus' groups.
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
 * page shows (start 5.90 s → 5.50 s, docs-engineering/devloop.md). The dev server then needs
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

/** The wiring of the patches that are on, for one configuration, in the registry's order. */
function wiringOf(side: 'client' | 'server' | 'dev', build: Build): Required<Wiring> {
  const wirings = PATCH_NAMES.filter((patch) => build.on(patch)).map((patch) => PATCHES[patch][side]?.(build) ?? {});
  return {
    alias: Object.assign({}, ...wirings.map(({alias}) => alias)),
    replacements: [...wirings.flatMap(({replacements = []}) => replacements), ...swizzleReplacements(build.on)],
    plugins: wirings.flatMap(({plugins = []}) => plugins),
  };
}

export default function leanClientPlugin(_context?: unknown, {off = []}: LeanClientOptions = {}): Plugin {
  const on = (patch: PatchName) => !off.includes(patch);
  // An upgrade that changes a file we replace stops here, before a build ships our old copy of it.
  const changes = frameworkChanges(
    PATCH_NAMES.filter((patch) => on(patch)),
    installedHash,
  );
  if (changes.length) throw new Error(frameworkChangeMessage(changes));
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance;
      // Docusaurus keys the bundler's persistent cache on its theme aliases, not on our replacements:
      // a build with patches off must not reuse the modules of one with them on, or the reverse.
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      if (off.length && cache?.version) cache.version += `-lean-client-off-${[...off].sort().join('+')}`;
      // Every patch is one module of patches/: what switching it off costs is measured in
      // docs-engineering/performance.md ("What each patch of the framework buys"), and the files it
      // replaces are hash-checked when this plugin loads, so an upgrade stops the build instead of
      // shipping our old copy. The replacements of a patch that is off act only then (the bench).
      // `npm start` renders in the browser only, with nothing pre-rendered to hydrate.
      const dev = !isServer && config.mode === 'development';
      const {alias, replacements, plugins} = wiringOf(isServer ? 'server' : dev ? 'dev' : 'client', {on, bundler});
      const replacementPlugins = replacements.map(
        ([pattern, replace]) => new bundler.NormalModuleReplacementPlugin(pattern, replace),
      );
      return {
        resolve: {alias},
        plugins: [...replacementPlugins, ...plugins] as Configuration['plugins'],
        ...(dev
          ? {
              optimization: {splitChunks: DEV_SPLIT_CHUNKS},
              ...devLazyCompilation(bundler as unknown as LazyCompilationBundler),
            }
          : {}),
      };
    },
  };
}
