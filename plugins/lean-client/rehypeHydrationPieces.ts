import type {Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

/** The MDX component each piece is wrapped in: src/theme/MDXComponents maps it to a Suspense boundary. */
export const HYDRATION_PIECE = 'HydrationPiece';

const isSectionStart = (node: RootContent) => node.type === 'element' && node.tagName === 'h2';
const isContent = (node: RootContent) => !(node.type === 'text' && node.value.trim() === '');

/**
 * Groups a page's top-level nodes into pieces, one per `##` section (and one for what comes before
 * the first), each wrapped in `<HydrationPiece>`. Imports and exports stay at the root, where MDX
 * needs them. A page with a single section is left as it is.
 */
export function splitIntoPieces(children: readonly RootContent[]): RootContent[] {
  const pieces: RootContent[][] = [];
  const root: RootContent[] = [];
  for (const node of children) {
    if (node.type === 'mdxjsEsm') root.push(node);
    else if (isSectionStart(node) || pieces.length === 0) pieces.push([node]);
    else pieces[pieces.length - 1]!.push(node);
  }
  if (pieces.filter((piece) => piece.some(isContent)).length < 2) return [...children];
  const wrapped = pieces.map((piece): MdxJsxFlowElementHast => ({
    type: 'mdxJsxFlowElement',
    name: HYDRATION_PIECE,
    attributes: [],
    children: piece as MdxJsxFlowElementHast['children'],
  }));
  return [...root, ...wrapped];
}

/**
 * A Help Center guide or an entry (post, issue, case study, release note) hydrates in pieces, as our pages do (PageLayout): each `##` section
 * becomes its own Suspense boundary, so React commits the page around it first and hydrates the
 * sections one by one at idle priority, yielding between them. A long guide (install-widget: six
 * platform tabs, code blocks) was one long hydration task on a phone (docs-engineering/performance.md). Runs after the
 * default plugins, so headings' ids and the table of contents are already made.
 */
export default function rehypeHydrationPieces() {
  return (tree: Root) => {
    tree.children = splitIntoPieces(tree.children);
  };
}
