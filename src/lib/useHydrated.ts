import {useEffect, useState} from 'react';

/**
 * False in the server HTML and until this component has hydrated, then true:
 * for controls that must stay inert until their handlers exist.
 *
 * Docusaurus' useIsBrowser answers the same question from a context that the
 * root flips once after hydrating; every section reading it would then be
 * forced to hydrate in that one update, undoing the page's piecewise
 * hydration (src/components/shared/Section). This state is local, so each
 * control turns live when its own section has hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
