/**
 * Docusaurus' preload (core/lib/client/preload.js), whose first call waits for the next task.
 *
 * The client entry calls it as the last thing `main` does when evaluated: it matches the URL against
 * every route and starts loading the page's chunks, all inside the one task that evaluates the whole
 * bundle, the longest of a page load on a phone. A task later, the browser has had a chance to paint
 * or handle input in between, and each of the two tasks blocks for less (issue 16). Later calls
 * (navigations, link prefetches) run at once, as before. index.ts points core's own imports here.
 */
// @ts-expect-error Core's exports map hides the file; the bundler alias in index.ts reaches it.
import preloadRoute from '@lean-client/core-preload';
import {loadHighlighter, pageHasCodeBlocks} from '@site/src/lib/highlighter';

export const PRELOAD_MARK = 'budbot:route-preload';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let first = true;

export default function preload(pathname: string): Promise<unknown> {
  if (!first) return preloadRoute(pathname);
  first = false;
  // A page with code blocks also waits for the highlighter, so they hydrate without suspending (see
  // src/lib/highlighter.ts); its request starts now, beside the route's.
  const highlighter = pageHasCodeBlocks() ? loadHighlighter() : undefined;
  return nextTask().then(() => {
    // A mark for traces (and tests/e2e/loading.spec.ts): where the page's own loading begins.
    performance.mark(PRELOAD_MARK);
    return Promise.all([preloadRoute(pathname), highlighter]);
  });
}
