import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {PatchName} from './patches';

const require = createRequire(import.meta.url);

/** This plugin's folder: the code the patches put in place of the framework's. */
export const LEAN_CLIENT = __dirname;
export const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
export const CORE_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
export const THEME_CLASSIC_THEME = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'theme',
);
export const SITE_THEME = path.join(LEAN_CLIENT, '..', '..', 'src', 'theme');

export const PROPOSALS = 'docs-engineering/upstream-proposals.md';

export type Resource = {context: string; request: string; contextInfo?: {issuer?: string}};

/** A NormalModuleReplacementPlugin's arguments: a request matching the pattern is handed to the function, which may rewrite it. */
export type Replacement = [pattern: RegExp, replace: (resource: Resource) => void];

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

/** A replacement's function that sends every request it is given to this file. */
export const to = (file: string) => (resource: Resource) => {
  resource.request = file;
};

/** theme-classic's own file of a theme component (`Tabs` is lib/theme/Tabs/index.js, `SearchBar` lib/theme/SearchBar.js). */
export function themeClassicFile(component: string): string {
  const folder = path.join(THEME_CLASSIC_THEME, component, 'index.js');
  return existsSync(folder) ? folder : path.join(THEME_CLASSIC_THEME, `${component}.js`);
}

/** For a patch's `off`: imports of the theme component (`@theme/<component>`) get theme-classic's own, not ours. */
export function themeOriginal(component: string): Replacement {
  return [new RegExp(`^@theme/${component}$`), to(themeClassicFile(component))];
}

/** What a patch adds to one bundler configuration. */
export type Wiring = {
  /** resolve.alias entries. */
  alias?: Record<string, string | false>;
  /** Each becomes a NormalModuleReplacementPlugin. */
  replacements?: Replacement[];
  /** Other bundler plugins, made with the bundler's own classes. */
  plugins?: unknown[];
};

/** Which patches are on: a few act only with another (prism-client-module needs lean-prism). */
export type Switches = {on: (patch: PatchName) => boolean};

/** What a patch's hooks are given: the switches and the bundler whose configuration they add to. */
export type Build = Switches & {bundler: ConfigureWebpackUtils['currentBundler']['instance']};

/**
 * One replacement of framework files, and everything about it: what it does, the framework files it
 * stands in for (hash-checked when the plugin loads), the upstream change that would let it go, and what
 * it adds to each bundler configuration. The plugin (index.ts) folds the hooks of the patches that are on.
 * A theme component of ours that copies the framework's (rather than wrapping it through
 * `@theme-original/…`) is a patch too: its `replaces` names the theme-classic file it came from, and
 * its `off` sends its importers back to that file (`themeOriginal`).
 */
export type Patch = {
  /** What it changes, and why, in a line. */
  summary: string;
  /**
   * What keeps it. `speed`: it stays while switching it off costs at least 25 ms of TBT on some route
   * (`npm run bench:lighthouse -- --slow-host --patches`). `markup`: the page's HTML, or how it works
   * with a keyboard or a screen reader, is not right without it (valid HTML, ARIA, focus, content
   * without script); it goes when the framework's own file does the same, whatever the bench reads.
   * Each markup patch is measured too: the theme copies registered on 2026-11-27 read -103 to +98 ms of
   * TBT switched off, route by route, the run's noise (docs-engineering/performance.md, "The theme copies
   * registered as patches"). What fails loudly on an upgrade is `replaces`: the build stops on a new hash.
   */
  kind: 'speed' | 'markup';
  /**
   * The framework files it replaces or copies (package-relative), each with the first 16 hex digits
   * of its SHA-256 in the version the replacement was written against.
   */
  replaces: Record<string, string>;
  /** The upstream Docusaurus issue or pull request it stands in for, or our proposal's heading. */
  upstream: string;
  /** The browser's build (`npm run build`). */
  client?: (build: Build) => Wiring;
  /** The server's build, which renders every page for the static build. */
  server?: (build: Build) => Wiring;
  /** The browser's bundle under `npm start` (the dev server renders nothing on the server). */
  dev?: (build: Build) => Wiring;
  /**
   * With the patch switched off: where imports of our copies of theme components go instead, in every
   * configuration, so that both renders use the same component and the page still hydrates. Every patch
   * that replaces a theme-classic component has one (patches.test.ts checks it).
   */
  off?: (switches: Switches) => Replacement[];
};
