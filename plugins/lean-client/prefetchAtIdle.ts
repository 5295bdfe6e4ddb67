/**
 * Docusaurus' `window.docusaurus` (core/lib/client/docusaurus.js), whose prefetches wait for idle
 * moments, one route per moment.
 *
 * Every `<Link>` prefetches its target's chunks as it comes into view, from an IntersectionObserver
 * of its own; the browser calls every observer of a frame in one task, so on a page opening with a
 * screen of links (a Help Center guide's sidebar, the navbar) the matching of each route against
 * the route table and the `<link rel="prefetch">` elements for all of them were one task during
 * hydration: 23 ms unthrottled on a guide under Lighthouse. Prefetching is for a later
 * click, so it can wait for the page to be idle. Preloads (a pointer or a finger on a link, a
 * navigation) stay core's, at once. The patch's module points core's own import here.
 * Patch "idle-prefetch" (plugins/lean-client/patches/idle-prefetch.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import core from '@lean-client/core-docusaurus';
import {whenIdle} from '@site/src/lib/idle';
import {createTaskQueue} from '@site/src/lib/taskQueue';

export type Docusaurus = {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
};

const coreDocusaurus: Docusaurus = core;
const prefetches = createTaskQueue((run) => {
  whenIdle(run);
});

/** Resolves with core's answer once the prefetch has run (false where core declines: already loaded, a slow connection). */
function prefetch(routePath: string): Promise<unknown> {
  return new Promise((resolve) => prefetches.add(() => resolve(coreDocusaurus.prefetch(routePath))));
}

// Mounted onto window by the client entry, like core's.
export default Object.freeze({prefetch, preload: coreDocusaurus.preload});
