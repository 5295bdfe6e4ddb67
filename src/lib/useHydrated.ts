import {useEffect, useState} from 'react';

/**
 * False in the pre-rendered page and until this component has hydrated, then true. Pages paint
 * before their bundles run (src/config/ssgTemplate.ts), so a control that needs script takes
 * `disabled={!hydrated}`: inert until it works, never moved or pressed without effect, and, unlike
 * a control that runs ahead of its state, never contradicted by the page after hydration. Styles
 * must not dim a control for this (README "Interactive components and live figures").
 *
 * The state is the component's own rather than Docusaurus' useIsBrowser: that context flips once
 * for the whole app after the shell hydrates, and every section reading it would then be forced to
 * hydrate in that one update, undoing the page's piecewise hydration (HydrateInPieces).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
