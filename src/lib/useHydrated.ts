import {useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import {createTaskQueue} from './taskQueue';

/**
 * Controls are enabled one component per task, each in its own commit. In one commit, the page's
 * first screen turned some twenty `disabled` attributes off together; under Lighthouse, whose trace
 * records a stack for every style invalidation, that commit was a 29 ms task before its 7x slowdown.
 * One at a time, no task is long, wherever the page is measured.
 */
const flips = createTaskQueue((run) => window.setTimeout(run, 0));

/**
 * False in the pre-rendered page and until this component has hydrated, then true. Pages paint
 * before their bundles run (src/config/ssgTemplate.ts), so a control that needs script takes
 * `disabled={!hydrated}`: inert until it works, never moved or pressed without effect, and, unlike
 * a control that runs ahead of its state, never contradicted by the page after hydration. Styles
 * must not dim a control for this. Only the shared controls (Button, Slider, the theme's Tabs) call
 * it; every other component uses them (CONTRIBUTING.md "Rules for components", lint rule local/hydration-seams).
 *
 * The state is the component's own rather than Docusaurus' useIsBrowser: that context flips once
 * for the whole app after the shell hydrates, and every section reading it would then be forced to
 * hydrate in that one update, undoing the page's piecewise hydration (PageLayout).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // flushSync: the update renders and commits in the queue's task, not batched with the next ones.
  useEffect(() => flips.add(() => flushSync(() => setHydrated(true))), []);
  return hydrated;
}
