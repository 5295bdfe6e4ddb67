import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import leanClientPlugin, {installedHash, packageFile, swizzleReplacements} from './index';
import {CORE_DOCUSAURUS} from './patches/idle-prefetch';
import {LEAN_PRISM_REACT_RENDERER} from './patches/lean-prism';
import {CORE_PRELOAD} from './patches/preload-in-steps';
import {dropPrismClientModule} from './patches/prism-client-module';
import {COMPILE_HINT} from './compileHint';
import {SITE_THEME, THEME_CLASSIC_THEME, themeClassicFile} from './patch';
import {PATCHES, PATCH_NAMES, frameworkChangeMessage, frameworkChanges, patchesOff, type PatchName} from './patches';

class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly replace: (resource: {context: string; request: string}) => void,
  ) {}
}
class Banner {
  constructor(readonly options: {banner: string}) {}
}
const utils = {
  currentBundler: {
    instance: {
      NormalModuleReplacementPlugin: Replacement,
      BannerPlugin: Banner,
      Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: 500},
    },
  },
} as never;
type Configured = {resolve: {alias: Record<string, unknown>}; plugins: (Replacement | Banner)[]};

/** The browser's and the server's production configuration with these patches off (the server's from a copy of `config`, as Docusaurus makes one for each). */
function configured(off: PatchName[], config: Record<string, unknown> = {mode: 'production'}) {
  const plugin = leanClientPlugin(undefined, {off});
  const configure = plugin.configureWebpack!.bind(plugin);
  return {
    client: configure(config as never, false, utils, {} as never) as unknown as Configured,
    server: configure(structuredClone(config) as never, true, utils, {} as never) as unknown as Configured,
  };
}

/** Where a request goes once every replacement plugin has seen it (unchanged if none matches). */
function requestAfter({plugins}: Configured, request: string, context = '/site/src/theme/MDXComponents'): string {
  const resource = {context, request};
  for (const plugin of plugins)
    if (plugin instanceof Replacement && plugin.pattern.test(resource.request)) plugin.replace(resource);
  return resource.request;
}

/**
 * The src/theme components that take the place of theme-classic's with the site's own code, copying
 * none of the framework's: an upgrade of theme-classic's file leaves them as they are.
 */
const OWN_COMPONENTS: Record<string, string> = {
  'DocBreadcrumbs/StructuredData': "a BreadcrumbList from the site's home, built by plugins/json-ld",
  'ErrorPageContent': "the site's one failure screen (Error/ErrorMessage)",
  'Footer': "the site's footer",
  'NavbarItem/DropdownNavbarItem/Desktop': "a disclosure button and its list, where the theme's is a link",
  'NotFound': "an unknown list entry shows the list's message, any other address goes home",
  'NotFound/Content': "the not-found messages of the site's lists",
  'SearchBar': 'the Pagefind search dialog',
};

describe('lean-client patches', () => {
  it('records a hash for files that exist in this version of the framework, and the build starts with every patch on', () => {
    const proposals = readFileSync(
      path.join(__dirname, '..', '..', 'docs-engineering', 'upstream-proposals.md'),
      'utf8',
    );
    for (const name of PATCH_NAMES) {
      for (const [file, hash] of Object.entries(PATCHES[name].replaces)) {
        expect(existsSync(packageFile(file)), file).toBe(true);
        expect(installedHash(file), `${name}: ${file}`).toBe(hash);
      }
      expect(PATCHES[name].upstream, name).toMatch(
        /^(https:\/\/github\.com\/facebook\/docusaurus\/(issues|pull)\/\d+|docs-engineering\/upstream-proposals\.md#[a-z-]+)/,
      );
      // A proposal it names is written (a heading of its own in the proposals document).
      for (const [, heading] of PATCHES[name].upstream.matchAll(/upstream-proposals\.md#([a-z-]+)/g))
        expect(proposals, `${name}: ${heading}`).toContain(`\n## ${heading}\n`);
    }
    expect(() => leanClientPlugin()).not.toThrow();
  });

  it('stops the build, naming the patch and the file, when a replaced framework file changed or is gone', () => {
    const hashOf = (file: string) =>
      file.endsWith('preload.js')
        ? '0000000000000000'
        : file.endsWith('renderToHtml.js')
          ? undefined
          : (PATCHES['settled-effects'].replaces[file] ?? 'x');
    const changes = frameworkChanges(['preload-in-steps', 'inline-render', 'settled-effects', 'compile-hint'], hashOf);
    expect(changes).toEqual([
      {
        patch: 'preload-in-steps',
        file: '@docusaurus/core/lib/client/preload.js',
        expected: PATCHES['preload-in-steps'].replaces['@docusaurus/core/lib/client/preload.js'],
        found: '0000000000000000',
      },
      {
        patch: 'inline-render',
        file: '@docusaurus/core/lib/client/renderToHtml.js',
        expected: PATCHES['inline-render'].replaces['@docusaurus/core/lib/client/renderToHtml.js'],
        found: undefined,
      },
    ]);
    const message = frameworkChangeMessage(changes);
    expect(message).toContain(
      'patch "preload-in-steps" replaces @docusaurus/core/lib/client/preload.js, which changed (sha256 0000000000000000…',
    );
    expect(message).toContain(
      'patch "inline-render" replaces @docusaurus/core/lib/client/renderToHtml.js, which is gone',
    );
    expect(message).toContain('LEAN_CLIENT_OFF=preload-in-steps,inline-render npm run build');
    // A patch that is off is not checked: its file may change freely.
    expect(frameworkChanges(['compile-hint'], () => 'changed')).toEqual([]);
  });

  it('fails to start, naming the patch, when a file it replaces is not the one it was written against', async () => {
    vi.resetModules();
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<typeof import('node:fs')>();
      const readFileSync = ((file: string, ...rest: never[]) => {
        const text = (fs.readFileSync as (...args: unknown[]) => Buffer | string)(file, ...rest);
        // As if an upgrade had changed core's preloader by one line.
        return String(file).endsWith(path.join('client', 'preload.js'))
          ? Buffer.concat([Buffer.from(text), Buffer.from('\n// upstream change\n')])
          : text;
      }) as typeof fs.readFileSync;
      return {...fs, readFileSync, default: {...fs, readFileSync}};
    });
    try {
      const {default: plugin} = await import('./index');
      expect(() => plugin()).toThrow(
        /patch "preload-in-steps" replaces @docusaurus\/core\/lib\/client\/preload\.js, which changed/,
      );
      // Switched off, it no longer stands between the build and the new file.
      expect(() => plugin(undefined, {off: ['preload-in-steps']})).not.toThrow();
    } finally {
      vi.doUnmock('node:fs');
      vi.resetModules();
    }
  });

  it('reads the patches to switch off from a comma-separated list, and refuses a name it does not know', () => {
    expect(patchesOff(undefined)).toEqual([]);
    expect(patchesOff(' compile-hint, tabs-no-remount ')).toEqual(['compile-hint', 'tabs-no-remount']);
    expect(() => patchesOff('compile-hint,lazy-codeblock')).toThrow('LEAN_CLIENT_OFF names no patch: lazy-codeblock');
  });

  it('with a patch off, leaves out exactly that replacement', () => {
    const all = configured([]);
    const hasBanner = ({plugins}: Configured) =>
      plugins.some((plugin) => plugin instanceof Banner && plugin.options.banner === COMPILE_HINT);
    expect(hasBanner(configured(['compile-hint']).client)).toBe(false);
    expect(hasBanner(all.client)).toBe(true);
    const {client: noPreload} = configured(['preload-in-steps']);
    expect(requestAfter(noPreload, './preload', path.dirname(CORE_PRELOAD))).toBe('./preload');
    expect(requestAfter(all.client, './preload', path.dirname(CORE_PRELOAD))).not.toBe('./preload');
    expect(requestAfter(configured(['idle-prefetch']).client, './docusaurus', path.dirname(CORE_DOCUSAURUS))).toBe(
      './docusaurus',
    );
    expect(configured(['prism-client-module']).client.resolve.alias).not.toMatchObject(dropPrismClientModule());
    const {client: noLeanPrism, server: noLeanPrismServer} = configured(['lean-prism']);
    expect(Object.keys(noLeanPrism.resolve.alias)).not.toContain(Object.keys(LEAN_PRISM_REACT_RENDERER.client)[0]);
    // Both renders get the package, and the browser keeps the theme's module of extra languages the server has too.
    expect(Object.keys(noLeanPrismServer.resolve.alias)).not.toContain(
      Object.keys(LEAN_PRISM_REACT_RENDERER.server)[0],
    );
    expect(noLeanPrism.resolve.alias).not.toMatchObject(dropPrismClientModule());
    expect(requestAfter(configured(['inline-render']).server, './renderToHtml', '/x/core/lib/client')).toBe(
      './renderToHtml',
    );
    const settled = (configured: Configured) =>
      configured.plugins.filter((plugin) => plugin instanceof Replacement && plugin.pattern.test('react')).length;
    expect(settled(configured(['settled-effects']).client)).toBe(0);
    expect(settled(all.client)).toBe(1);
  });

  it("with a theme component's patch off, both renders use the theme's own component (or ours without that patch)", () => {
    const on =
      (...off: PatchName[]) =>
      (patch: PatchName) =>
        !off.includes(patch);
    expect(swizzleReplacements(on())).toEqual([]);
    const request = (off: PatchName[], from: string) => {
      const resource = {context: '/site', request: from};
      for (const [pattern, replace] of swizzleReplacements(on(...off)))
        if (pattern.test(resource.request)) replace(resource);
      return resource.request;
    };
    expect(request(['tabs-no-remount'], '@theme/Tabs')).toMatch(/theme-classic\/lib\/theme\/Tabs\/index\.js$/);
    expect(request(['tabs-no-remount'], '@theme/TabItem')).toBe('@theme/TabItem');
    expect(request(['lazy-code-block'], '@theme/CodeBlock')).toMatch(/src\/theme\/CodeBlock\/Highlighted\.tsx$/);
    expect(request(['lazy-code-block'], '@theme/CodeBlock/Content/String')).toBe('@theme/CodeBlock/Content/String');
    expect(request(['code-block-no-remount'], '@site/src/theme/CodeBlock/Highlighted')).toMatch(
      /theme-classic\/lib\/theme\/CodeBlock\/index\.js$/,
    );
    expect(request(['lazy-code-block', 'code-block-no-remount'], '@theme/CodeBlock')).toMatch(
      /theme-classic\/lib\/theme\/CodeBlock\/index\.js$/,
    );
    expect(request(['tab-panel-ids'], '@theme/TabItem')).toMatch(/theme-classic\/lib\/theme\/TabItem\/index\.js$/);
    expect(request(['drawer-dialog'], '@theme/Navbar/MobileSidebar')).toMatch(
      /theme-classic\/lib\/theme\/Navbar\/MobileSidebar\/index\.js$/,
    );
    expect(request(['drawer-dialog'], '@theme/Navbar/MobileSidebar/Header')).toBe('@theme/Navbar/MobileSidebar/Header');
    const withThemeOff = PATCH_NAMES.filter((name) => PATCHES[name].off);
    for (const off of withThemeOff.map((name) => [name])) {
      const {client, server} = configured(off);
      const added = swizzleReplacements(on(...off)).length;
      expect(added, `${off}`).toBeGreaterThan(0);
      expect(client.plugins.length, `${off}: client`).toBe(configured([]).client.plugins.length + added);
      expect(server.plugins.length, `${off}: server`).toBe(configured([]).server.plugins.length + added);
      const dev = configured(off, {mode: 'development'}).client;
      expect(dev.plugins.length, `${off}: npm start`).toBe(
        configured([], {mode: 'development'}).client.plugins.length + added,
      );
    }
    // Every theme-classic component a patch copies is what its importers get back with every such patch off.
    const targets = new Set(
      swizzleReplacements(on(...withThemeOff)).map(([, replace]) => {
        const resource = {context: '/site', request: ''};
        replace(resource);
        return resource.request;
      }),
    );
    for (const name of PATCH_NAMES)
      for (const file of Object.keys(PATCHES[name].replaces).filter((f) =>
        /theme-classic\/lib\/theme\/.*\.js$/.test(f),
      ))
        expect([...targets], `${name}: ${file}`).toContain(packageFile(file));
  });

  it('lists every module of patches/ under its file name, so that adding a patch is adding its module and its line', () => {
    const modules = readdirSync(path.join(__dirname, 'patches')).map((file) => file.replace(/\.ts$/, ''));
    expect([...PATCH_NAMES].sort()).toEqual(modules.sort());
  });

  it("accounts for every theme file copied from theme-classic: wrapped, registered as a patch, or the site's own", () => {
    const registered = new Set(PATCH_NAMES.flatMap((name) => Object.keys(PATCHES[name].replaces)));
    const themeClassicRoot = path.dirname(path.dirname(THEME_CLASSIC_THEME));
    const packagePath = (file: string) => `@docusaurus/theme-classic/${path.relative(themeClassicRoot, file)}`;
    const files = readdirSync(SITE_THEME, {recursive: true, encoding: 'utf8'}).filter(
      (file) => /\.(tsx?|css)$/.test(file) && !file.endsWith('.test.ts'),
    );
    const componentOf = (file: string) =>
      file.replace(/(\/index)?\.(tsx?|module\.css|css)$/, '').replace(/\/styles$/, '');
    const isWrap = (component: string) =>
      ['index.tsx', '.tsx'].some((end) => {
        const file = path.join(SITE_THEME, end === '.tsx' ? `${component}.tsx` : path.join(component, end));
        return existsSync(file) && readFileSync(file, 'utf8').includes(`from '@theme-original/${component}'`);
      });
    const unaccounted: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(SITE_THEME, file), 'utf8');
      const component = componentOf(file);
      const theirs = file.endsWith('.css') ? path.join(THEME_CLASSIC_THEME, file) : themeClassicFile(component);
      // A framework-internal import is guarded only by the hash of the theme file it stands on.
      if (text.includes("'@docusaurus/theme-common/internal'"))
        expect(registered, `${file} imports theme-common/internal`).toContain(packagePath(theirs));
      if (!existsSync(theirs) || registered.has(packagePath(theirs))) continue;
      if (isWrap(component) || component in OWN_COMPONENTS) continue;
      unaccounted.push(file);
    }
    expect(unaccounted).toEqual([]);
    // Each own component still exists, so the list does not outlive its files.
    for (const component of Object.keys(OWN_COMPONENTS))
      expect(
        existsSync(path.join(SITE_THEME, component)) || existsSync(path.join(SITE_THEME, `${component}.tsx`)),
        component,
      ).toBe(true);
  });

  it("keeps builds with different patches off in different entries of the bundler's cache", () => {
    const version = (off: PatchName[]) => {
      const config = {mode: 'production', experiments: {cache: {version: 'client-production-en-3.10.2-abc'}}};
      configured(off, config);
      return config.experiments.cache.version;
    };
    expect(version([])).toBe('client-production-en-3.10.2-abc');
    expect(version(['tabs-no-remount', 'compile-hint'])).toBe(
      'client-production-en-3.10.2-abc-lean-client-off-compile-hint+tabs-no-remount',
    );
  });
});
