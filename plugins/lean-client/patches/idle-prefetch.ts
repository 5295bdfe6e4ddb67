import path from 'node:path';
import {CORE_CLIENT, LEAN_CLIENT, PROPOSALS, relativeImportReplacement, type Patch} from '../patch';

/** Core's `window.docusaurus`, and ours, whose prefetches wait for idle moments (see prefetchAtIdle.ts). */
export const CORE_DOCUSAURUS = path.join(CORE_CLIENT, 'docusaurus.js');
export const IDLE_PREFETCH_DOCUSAURUS = path.join(LEAN_CLIENT, 'prefetchAtIdle.ts');

/** Sends the client entry's import of `./docusaurus` to ours, in the browser's build. */
export const docusaurusReplacement = relativeImportReplacement({[CORE_DOCUSAURUS]: IDLE_PREFETCH_DOCUSAURUS});

/**
 * Under `npm start`: core's `window.docusaurus` without prefetches (see devNoPrefetch.ts). Part of patch
 * "idle-prefetch" (patches.ts): the same core file, hash-checked when this plugin loads, so an upgrade that
 * changes it stops `npm start` and the build alike. Measured: after one hot update the page prefetched the
 * chunks of 45 linked routes (`DEVLOOP_TRACE=1 npm run bench:devloop`, docs-engineering/devloop.md).
 */
export const DEV_NO_PREFETCH_DOCUSAURUS = path.join(LEAN_CLIENT, 'devNoPrefetch.ts');
export const devDocusaurusReplacement = relativeImportReplacement({[CORE_DOCUSAURUS]: DEV_NO_PREFETCH_DOCUSAURUS});

const patch: Patch = {
  summary:
    "core's window.docusaurus prefetches links' routes in idle callbacks, a route at a time (under npm start, not at all)",
  kind: 'speed',
  replaces: {'@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706f'},
  upstream:
    'https://github.com/facebook/docusaurus/pull/1375 (prefetch on viewport); ' + `${PROPOSALS}#prefetch-at-idle`,
  client: () => ({
    alias: {'@lean-client/core-docusaurus$': CORE_DOCUSAURUS},
    replacements: [[/\/docusaurus$/, docusaurusReplacement]],
  }),
  dev: () => ({
    alias: {'@lean-client/core-docusaurus$': CORE_DOCUSAURUS},
    replacements: [[/\/docusaurus$/, devDocusaurusReplacement]],
  }),
};
export default patch;
