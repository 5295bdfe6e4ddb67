/**
 * The useEffect of `react` as a few Docusaurus modules see it (settledReact.js,
 * patches/settled-effects.ts): effects mounted while the page is still hydrating run once the browser
 * is idle after it.
 *
 * Those modules hold the providers above every page (browser flag, colour mode, window size, the
 * docs' preferred version, the navbar's menus), and each updates its context in an effect right
 * after the page's shell hydrates. React cannot know whether a section it has not hydrated yet
 * reads a context, so a provider changing value above it makes React hydrate it at once, at the
 * update's priority, which React renders without yielding: every section still waiting hydrated in
 * one long task (127 ms unthrottled on `/` in a Lighthouse trace), undoing the page's piecewise
 * hydration. Idle comes after React's own hydration work, which it schedules as tasks back
 * to back, so by then nothing is left to force. Effects mounted later (navigations) run as usual.
 * An effect that throws still reaches the error boundary: the error is rethrown while rendering.
 * Patch "settled-effects" (plugins/lean-client/patches/settled-effects.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import * as React from 'react';
import {whenIdle} from '@site/src/lib/idle';

let settled = false;
const waiting: (() => void)[] = [];

/** Runs `run` at once once the page has settled, else with the others at the first idle moment. */
function whenSettled(run: () => void): () => void {
  if (settled) {
    run();
    return () => undefined;
  }
  waiting.push(run);
  if (waiting.length === 1) {
    whenIdle(() => {
      settled = true;
      for (const next of waiting.splice(0)) next();
    });
  }
  return () => {
    const index = waiting.indexOf(run);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export function useEffect(effect: React.EffectCallback, deps?: React.DependencyList): void {
  const [failure, setFailure] = React.useState<{error: unknown} | null>(null);
  if (failure) throw failure.error;
  React.useEffect(() => {
    let cleanup: ReturnType<React.EffectCallback>;
    // The queue is emptied before its runs start, so cancel() cannot reach a run whose cleanup came
    // during an earlier run of the same batch: this flag skips it.
    let cancelled = false;
    const cancel = whenSettled(() => {
      if (cancelled) return;
      try {
        cleanup = effect();
      } catch (error) {
        setFailure({error});
      }
    });
    return () => {
      cancelled = true;
      cancel();
      if (typeof cleanup === 'function') cleanup();
    };
    // The caller's dependencies, as the caller's own useEffect would have them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- passed through from the caller
  }, deps);
}
