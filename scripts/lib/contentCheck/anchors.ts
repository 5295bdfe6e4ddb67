import GithubSlugger from 'github-slugger';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';

/**
 * An explicit id at the end of a heading: Docusaurus' MDX comment `{/* #custom-id *\/}` (what translated pages
 * use, so a section keeps its English anchor), or the classic `{#custom-id}`, which remark-mdx reads as an
 * expression too.
 */
function explicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const value = last.value.trim();
  return (/^#([\w-]+)$/.exec(value) ?? /^\/\*\s*#([\w-]+)(?:\s[^*]*)?\*\/$/.exec(value))?.[1];
}

/** The ids the page of an MDX tree will have: its headings' (slugged as Docusaurus slugs them) and its JSX `id` attributes. */
export function anchorsOfTree(tree: Root): Set<string> {
  // What @docusaurus/utils' createSlugger wraps, without loading all of @docusaurus/utils (about 0.4 s).
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'heading') ids.add(explicitId(node) ?? slugger.slug(toString(node)));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string')
          ids.add(attribute.value);
      }
    }
  });
  return ids;
}

const SOURCE_ID = /\bid(?:=\{?|:\s*)['"`]([\w-]+)['"`]/g;

/** The literal ids in a React page's source (`id="custom"`, `id: 'custom'`): the anchors a TSX page can have. */
export function idsInSource(source: string): string[] {
  return [...source.matchAll(SOURCE_ID)].map((match) => match[1]!);
}
