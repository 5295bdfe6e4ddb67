import {PROPOSALS, themeClassicFile, to, type Patch} from '../patch';

export const ORIGINAL_CODE_BLOCK = themeClassicFile('CodeBlock');

const patch: Patch = {
  summary: "the theme's CodeBlock without its remount after hydration (`key={String(useIsBrowser())}`)",
  kind: 'speed',
  replaces: {'@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': '639f8655d319e123'},
  upstream:
    'https://github.com/facebook/docusaurus/pull/5349 (the isClient keys it removed elsewhere); ' +
    `${PROPOSALS}#code-blocks-without-remount`,
  off: () => [[/\/theme\/CodeBlock\/Highlighted$/, to(ORIGINAL_CODE_BLOCK)]],
};
export default patch;
