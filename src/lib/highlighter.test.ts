import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {CODE_BLOCK_CLASS} from './highlighter';

const require = createRequire(import.meta.url);

describe('highlighter', () => {
  it("looks for code blocks by the theme's own class (an upgrade that renames it fails here)", async () => {
    // theme-common's index needs Docusaurus' aliases; its table of class names does not.
    const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'ThemeClassNames.js');
    const {ThemeClassNames} = (await import(pathToFileURL(file).href)) as {
      ThemeClassNames: {common: {codeBlock: string}};
    };
    expect(CODE_BLOCK_CLASS).toBe(ThemeClassNames.common.codeBlock);
  });
});
