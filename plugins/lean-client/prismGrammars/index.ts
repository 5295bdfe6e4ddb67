/**
 * The site's Prism grammars in six modules of about equal cost, evaluated in order. The server's
 * render imports them all at once (prismReactRenderer.tsx); the browser's code-block highlighter
 * evaluates one per task (src/lib/highlighter.ts): together they took 20–30 ms of main thread
 * (unthrottled) on a guide with code, the longest task of its load (docs-engineering/performance.md), most of it Prism's
 * insertBefore walking every grammar loaded so far. All six and the highlighter share one chunk, so
 * the steps cost no extra request.
 */
import {nextTask} from '@site/src/lib/idle';

/** In the order prismReactRenderer.tsx imports them (prismReactRenderer.test.ts checks it). */
const GRAMMAR_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "code-highlighter" */ './markupAndCss'),
  () => import(/* webpackChunkName: "code-highlighter" */ './javaScript'),
  () => import(/* webpackChunkName: "code-highlighter" */ './jsExtras'),
  () => import(/* webpackChunkName: "code-highlighter" */ './jsx'),
  () => import(/* webpackChunkName: "code-highlighter" */ './dataAndShell'),
  () => import(/* webpackChunkName: "code-highlighter" */ './php'),
];

/** Evaluates the grammars a step per task. */
export async function loadGrammarsInSteps(): Promise<void> {
  for (const step of GRAMMAR_STEPS) {
    await step();
    await nextTask();
  }
}
