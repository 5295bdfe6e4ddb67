import path from 'node:path';
import {CORE_CLIENT, LEAN_CLIENT, PROPOSALS, relativeImportReplacement, type Patch} from '../patch';

/** Core's route preloader, and ours, which lets the browser breathe before the first call (see preload.ts). */
export const CORE_PRELOAD = path.join(CORE_CLIENT, 'preload.js');
export const LATER_PRELOAD = path.join(LEAN_CLIENT, 'preload.ts');

/** Sends core's own imports of its preloader to ours, in the browser's build. */
export const preloadReplacement = relativeImportReplacement({[CORE_PRELOAD]: LATER_PRELOAD});

// Only the browser boots the app; `npm start` renders in the browser only, with nothing pre-rendered
// to hydrate, so spreading a static page's loading over tasks would only delay it there.
const patch: Patch = {
  summary: "core's first route preload matches and starts each route's chunks a task at a time",
  kind: 'speed',
  replaces: {'@docusaurus/core/lib/client/preload.js': '8c1e3de18d307e2f'},
  upstream: `${PROPOSALS}#first-preload-in-steps`,
  client: () => ({
    alias: {'@lean-client/core-preload$': CORE_PRELOAD},
    replacements: [[/\/preload$/, preloadReplacement]],
  }),
};
export default patch;
