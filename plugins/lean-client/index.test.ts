import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import leanClientPlugin, {dropPrismClientModule} from './index';

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

  it('changes the browser bundle only', () => {
    const plugin = leanClientPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    expect(configure({}, true, {} as never, {} as never)).toEqual({});
    expect(configure({}, false, {} as never, {} as never)).toEqual({resolve: {alias: dropPrismClientModule()}});
  });
});
