import React, {Children, Suspense, type ReactNode} from 'react';

/**
 * Wraps each child (a page's sections) in its own Suspense boundary, which is
 * how a long page hydrates in pieces: React leaves each boundary's server HTML
 * in place, commits the page shell first, then hydrates the boundaries one by
 * one at idle priority, yielding between them. One long hydration task was
 * most of a phone's blocking time (issue 16). Nothing suspends, so the server
 * still renders every section in full.
 *
 * A section must not read a context that changes right after hydration (such
 * as Docusaurus' useIsBrowser): that update would force every boundary to
 * hydrate at once. Controls inert until hydrated use useHydrated() instead.
 */
export default function HydrateInPieces({children}: {children: ReactNode}) {
  return <>{Children.map(children, (child) => (child ? <Suspense fallback={null}>{child}</Suspense> : child))}</>;
}
