import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import leanClientPlugin, {DOCUSAURUS_RENDER_TO_HTML, INLINE_RENDER_TO_HTML, dropPrismClientModule} from './index';

const require = createRequire(import.meta.url);

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

  it('drops Prism from the browser bundle, and swaps the server renderer for ours', () => {
    const plugin = leanClientPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resource: {context: string; request: string}) => void,
      ) {}
    }
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never;
    expect(configure({}, false, utils, {} as never)).toEqual({resolve: {alias: dropPrismClientModule()}});
    const server = configure({}, true, utils, {} as never) as unknown as {plugins: Replacement[]};
    const [replacement] = server.plugins;
    expect(replacement!.pattern.test('./renderToHtml')).toBe(true);
    const coreRequest = {context: path.dirname(DOCUSAURUS_RENDER_TO_HTML), request: './renderToHtml'};
    replacement!.replace(coreRequest);
    expect(coreRequest.request).toBe(INLINE_RENDER_TO_HTML);
    // A module of the same name elsewhere is left alone.
    const other = {context: '/elsewhere', request: './renderToHtml'};
    replacement!.replace(other);
    expect(other.request).toBe('./renderToHtml');
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
});
