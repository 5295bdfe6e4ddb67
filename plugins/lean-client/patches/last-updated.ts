import {PROPOSALS, themeOriginal, type Patch} from '../patch';

const patch: Patch = {
  summary:
    'the theme\'s "Last updated" line without itemprop outside an itemscope (invalid HTML), its date written by src/lib/dates.ts, not Intl',
  kind: 'markup',
  replaces: {'@docusaurus/theme-classic/lib/theme/LastUpdated/index.js': '30948229c5140094'},
  upstream: `${PROPOSALS}#last-updated-without-itemprop`,
  off: () => [themeOriginal('LastUpdated')],
};
export default patch;
