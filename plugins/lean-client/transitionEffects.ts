/**
 * `react` as a few Docusaurus modules see it (index.ts, TRANSITION_EFFECT_MODULES): the same, except
 * that the state updates an effect makes while it runs are transitions.
 *
 * Those modules hold the providers above every page (browser flag, colour mode, window size, the
 * docs' preferred version, the navbar's menus) and each updates its context in an effect right
 * after hydration. A context change above a section that has not hydrated yet makes React hydrate
 * it at that update's priority. Made in a plain effect, that was the default priority, which React
 * renders without yielding: every section still waiting hydrated at once in one long task (127 ms
 * on the home page unthrottled, several times that on a phone), and a section whose code-block
 * chunk had not arrived was thrown away for its fallback and drawn again (issue 16). As a
 * transition, the same update hydrates those sections in short slices, yields to the visitor's
 * input, and waits for a chunk instead of discarding the server's HTML. Listeners and cleanups an
 * effect registers run later, outside it, at their usual priority.
 */
import * as React from 'react';

export * from 'react';
export default React;

export function useEffect(effect: React.EffectCallback, deps?: React.DependencyList): void {
  React.useEffect(() => {
    let cleanup: ReturnType<React.EffectCallback> = undefined;
    // startTransition runs its callback at once, so the cleanup is known before this returns.
    React.startTransition(() => {
      cleanup = effect();
    });
    return cleanup;
    // The caller's dependencies, as the caller's own useEffect would have them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
