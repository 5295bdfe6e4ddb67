import MDXComponents from '@theme-original/MDXComponents';
import React, {Suspense, type ReactNode} from 'react';
import ScrollableTable from '@site/src/components/PostBody/ScrollableTable';

/** One `##` section of a guide as its own Suspense boundary (plugins/lean-client/rehypeHydrationPieces.ts); nothing suspends. */
function HydrationPiece({children}: {children?: ReactNode}) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Help Center tables scroll sideways on a phone inside a focusable, named
 * region, like the tables of posts and issues (axe: scrollable regions must be
 * reachable by keyboard).
 */
export default {...MDXComponents, table: ScrollableTable, HydrationPiece};
