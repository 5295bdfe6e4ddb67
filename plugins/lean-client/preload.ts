/**
 * Docusaurus' preload (core/lib/client/preload.js), whose first call is spread over tasks.
 *
 * The client entry calls it as the last thing `main` does when evaluated, and hydrates when it
 * resolves. Core's matches the URL against every route and starts loading each matched route's
 * chunks (a script element per chunk), all in the task that evaluates the whole bundle, the longest
 * of a page load on a phone; on a Help Center page the matching and the script elements alone took
 * 50 ms unthrottled. Ours starts a task later, matches in that task, and starts each matched route's
 * chunks in a task of its own (a guide matches four routes), so the browser can paint or handle
 * input between them. Later calls (navigations, link prefetches) are core's, at once, as
 * before. The patch's module points core's own imports here.
 * Patch "preload-in-steps" (plugins/lean-client/patches/preload-in-steps.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import preloadRoute from '@lean-client/core-preload';
import {loadHighlighter, pageHasCodeBlocks} from '@site/src/lib/highlighter';
import {nextTask} from '@site/src/lib/idle';

export const PRELOAD_MARK = 'budbot:route-preload';

/** Core's first preload, the same matches and the same calls, one matched route per task. */
async function preloadInSteps(pathname: string): Promise<unknown> {
  await nextTask();
  // A mark for traces (and tests/e2e/loading.spec.ts): where the page's own loading begins.
  performance.mark(PRELOAD_MARK);
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  const loads: Promise<unknown>[] = [];
  for (const match of matches) {
    await nextTask();
    // react-loadable's types say void; its preload returns the chunks' promise, which core awaits too.
    loads.push(Promise.resolve(match.route.component.preload?.() as unknown));
  }
  return Promise.all(loads);
}

let first = true;

export default function preload(pathname: string): Promise<unknown> {
  if (!first) return preloadRoute(pathname);
  first = false;
  // A page with code blocks also waits for the highlighter, so they hydrate without suspending (see
  // src/lib/highlighter.ts); its request starts now, beside the route's.
  const highlighter = pageHasCodeBlocks() ? loadHighlighter() : undefined;
  return Promise.all([preloadInSteps(pathname), highlighter]);
}
