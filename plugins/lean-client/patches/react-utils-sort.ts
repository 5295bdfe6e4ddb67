import path from 'node:path';
import {LEAN_CLIENT, PROPOSALS, THEME_COMMON_LIB, relativeImportReplacement, type Patch} from '../patch';

/** theme-common's React helpers: ours are the same but for a sort without ICU (see reactUtils.ts). */
export const THEME_COMMON_REACT_UTILS = path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js');
/** theme-common's modules that its own imports reach as ours instead, and ours. */
export const THEME_COMMON_REPLACEMENTS: Record<string, string> = {
  [THEME_COMMON_REACT_UTILS]: path.join(LEAN_CLIENT, 'reactUtils.ts'),
};

/** Sends theme-common's own imports of those modules to ours. */
export const themeCommonReplacement = relativeImportReplacement(THEME_COMMON_REPLACEMENTS);

// Both renders use the same helpers, so the server's HTML and the browser's first render agree.
// (Measured +76 ms TBT on /docs when off, docs-engineering/performance.md; usePrismTheme left this
// replacement with "prism-theme-light".)
const wiring: Patch['client'] = () => ({
  alias: {'@lean-client/theme-common-react-utils$': THEME_COMMON_REACT_UTILS},
  replacements: [[/\/reactUtils$/, themeCommonReplacement]],
});

const patch: Patch = {
  summary:
    "theme-common's useShallowMemoObject sorts keys by code unit, not localeCompare (which loads ICU's collation data)",
  kind: 'speed',
  replaces: {'@docusaurus/theme-common/lib/utils/reactUtils.js': 'a683742dac1a155b'},
  upstream: `${PROPOSALS}#no-localecompare-in-usememo`,
  client: wiring,
  server: wiring,
  dev: wiring,
};
export default patch;
