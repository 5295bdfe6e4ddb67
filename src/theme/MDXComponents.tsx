import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/PostBody/ScrollableTable';
import {Piece} from '@site/src/components/shared/PageLayout/Pieces';

/**
 * Help Center tables scroll sideways on a phone inside a focusable, named
 * region, like the tables of posts and issues (axe: scrollable regions must be
 * reachable by keyboard).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  /** One `##` section of a page as a piece of its own (plugins/lean-client/rehypeHydrationPieces.ts). */
  HydrationPiece: Piece,
};
