import path from 'node:path';
import {PROPOSALS, SITE_THEME, to, type Patch} from '../patch';
import {ORIGINAL_CODE_BLOCK} from './code-block-no-remount';

const patch: Patch = {
  summary: "the theme's CodeBlock loads its highlighter lazily, so pages without code blocks do not evaluate Prism",
  kind: 'speed',
  replaces: {'@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': '639f8655d319e123'},
  upstream: `${PROPOSALS}#prism-outside-main`,
  off: ({on}) => [
    [
      /^@theme\/CodeBlock$/,
      to(on('code-block-no-remount') ? path.join(SITE_THEME, 'CodeBlock', 'Highlighted.tsx') : ORIGINAL_CODE_BLOCK),
    ],
  ],
};
export default patch;
