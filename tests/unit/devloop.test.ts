import {createRequire} from 'node:module';
import path from 'node:path';
import createJiti from 'jiti';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

describe('npm start does no per-edit work the build does not need', () => {
  it('has no debug plugin, whose module of all content was rebuilt on every save before the hot update', () => {
    const [[name, options]] = config.presets as [[string, {debug?: boolean}]];
    expect(name).toBe('classic');
    expect(options.debug).toBe(false);
  });
});

/** Each local plugin whose work is build-only, and modules of that work that `npm start` must not load. */
const BUILD_ONLY_MODULES: Record<string, readonly string[]> = {
  'plugins/social-cards/index.ts': [
    'plugins/social-cards/build.ts',
    'plugins/social-cards/drawCards.ts',
    'plugins/social-cards/cardTree.ts',
    'src/data/pageMeta.ts',
  ],
  'plugins/llms-txt/index.ts': [
    'plugins/llms-txt/buildLlmsTxt.ts',
    'plugins/llms-txt/collectEntries.ts',
    'src/lib/markdownTwin.ts',
    'plugins/shared/tsWorker.ts',
  ],
  'plugins/ask-index/index.ts': [
    'plugins/ask-index/buildAskIndex.ts',
    'plugins/shared/tsWorker.ts',
    'plugins/pagefind-search/selectPages.ts',
  ],
  'plugins/pagefind-search/index.ts': ['plugins/pagefind-search/selectPages.ts'],
};

describe('npm start loads no build-only plugin code', () => {
  it.each(Object.entries(BUILD_ONLY_MODULES))('%s imports its build work inside its hooks', (plugin, buildOnly) => {
    // As Docusaurus loads a plugin (jiti), but through Node's module cache, so that what was evaluated can be listed.
    const load = createJiti(__filename, {requireCache: true, interopDefault: true});
    const cache = createRequire(__filename).cache;
    const root = path.resolve(__dirname, '../..');
    for (const file of Object.keys(cache))
      if (file.startsWith(path.join(root, 'plugins')) || file.startsWith(path.join(root, 'src'))) delete cache[file];
    expect(typeof load(path.join(root, plugin))).toBe('function');
    const loaded = Object.keys(cache).map((file) => path.relative(root, file));
    expect(loaded).toContain(plugin);
    expect(loaded.filter((file) => buildOnly.includes(file))).toEqual([]);
  });
});

describe('npm start restores every CSS module from the bundler cache', () => {
  it("has no CSS module that `composes` a class from another file (Rspack rebuilt those, and PostCSS's preset with them, on every start)", async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const root = path.resolve(import.meta.dirname, '../../src');
    const composing = readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.module.css'))
      .filter((file) => /composes:[^;]*\bfrom\b/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(composing).toEqual([]);
  });
});
