import React, {Children, Fragment, isValidElement, Suspense, type ReactNode} from 'react';

/**
 * Each child (a section of the page) in its own Suspense boundary: how a long page hydrates in
 * pieces. React leaves each boundary's server HTML in place, commits the page shell first, then
 * hydrates the boundaries one by one at idle priority, yielding between them. One long hydration
 * task was most of a phone's blocking time. Nothing suspends, so the server still
 * renders every section in full.
 *
 * A section must not read a context that changes right after hydration (such as Docusaurus'
 * useIsBrowser): that update would force every boundary to hydrate at once. Controls inert until
 * hydrated are the shared Button, Slider and the theme's Tabs, whose state is their own.
 */
export default function Pieces({children}: {children: ReactNode}) {
  return (
    <>
      {sectionsOf(children).map((section, index) => (
        <Piece key={index}>{section}</Piece>
      ))}
    </>
  );
}

/**
 * One piece: a Suspense boundary that never suspends. Also where a page's parts are not its own
 * children (an MDX page's `##` sections, a theme's list of cards), so that they hydrate one by one.
 */
export function Piece({children}: {children?: ReactNode}) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The sections in `children`, a fragment's own children counted one by one. */
function sectionsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{children?: ReactNode}>(child) && child.type === Fragment
      ? sectionsOf(child.props.children)
      : [child],
  );
}
