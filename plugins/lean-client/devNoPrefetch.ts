/**
 * `npm start`'s `window.docusaurus`: core's preloads, no prefetches (patch "idle-prefetch" in
 * development). Under lazy compilation a prefetch of every linked route asks the dev server for
 * chunks of pages the writer is not looking at (45 routes after one hot update, docs-engineering/devloop.md);
 * a click still preloads its route at once. The core file it stands in for is hash-checked with patch
 * "idle-prefetch" when plugins/lean-client loads.
 */
import core from '@lean-client/core-docusaurus';
import type {Docusaurus} from './prefetchAtIdle';

const coreDocusaurus: Docusaurus = core;

export default Object.freeze({prefetch: (_routePath: string) => false as const, preload: coreDocusaurus.preload});
