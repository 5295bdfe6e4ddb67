import path from 'node:path';
import type {Expression, Program} from 'estree';
import type {Heading, Root, RootContent} from 'mdast';

/**
 * Troubleshooting pages are written as `## Question ending with a question
 * mark?` headings, each followed by its answer. This remark plugin reads those
 * pairs at compile time and adds `<FaqPageStructuredData faqs={[...]} />` to
 * the page, which renders FAQPage JSON-LD into the head. No one keeps a second
 * copy of the answers in sync by hand.
 */

export type Faq = {question: string; answer: string};

export type RemarkFaqPageOptions = {
  /** Absolute folders whose pages carry FAQPage data. */
  folders: readonly string[];
  /** Module that exports the component. */
  componentModule?: string;
};

type Node = {type: string; value?: unknown; children?: Node[]; depth?: number};

/** Text of inline content: the words a reader sees, without Markdown syntax. */
function inlineText(node: Node): string {
  if (
    typeof node.value === 'string' &&
    node.type !== 'mdxjsEsm' &&
    node.type !== 'mdxFlowExpression' &&
    node.type !== 'mdxTextExpression'
  )
    return node.value;
  return (node.children ?? []).map(inlineText).join('');
}

/** Text of a block: paragraphs as they are, each list item on its own line, nested blocks one after another. */
function blockText(node: Node): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return inlineText(node).trim();
    case 'code':
      return typeof node.value === 'string' ? node.value : '';
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'html':
      return '';
    case 'list':
      return (node.children ?? []).map(blockText).filter(Boolean).join('\n');
    case 'tableRow':
      return (node.children ?? []).map(blockText).join(' | ');
    default:
      return (node.children ?? [])
        .map(blockText)
        .filter(Boolean)
        .join(node.type === 'listItem' ? ' ' : '\n');
  }
}

const isQuestion = (node: RootContent): node is Heading =>
  node.type === 'heading' &&
  node.depth === 2 &&
  inlineText(node as Node)
    .trim()
    .endsWith('?');

/** Each `## …?` heading with the blocks after it, up to the next `##` (or `#`) heading. */
export function extractFaqs(tree: Root): Faq[] {
  const faqs: Faq[] = [];
  let current: {question: string; blocks: RootContent[]} | null = null;
  const close = () => {
    if (!current) return;
    const answer = current.blocks
      .map((block) => blockText(block as Node))
      .filter(Boolean)
      .join('\n\n')
      .trim();
    if (answer) faqs.push({question: current.question, answer});
    current = null;
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      close();
      if (isQuestion(node)) current = {question: inlineText(node as Node).trim(), blocks: []};
    } else if (current) {
      current.blocks.push(node);
    }
  }
  close();
  return faqs;
}

/** JSON-like data as an ESTree expression, for a JSX attribute value. */
function toEstree(value: unknown): Expression {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(toEstree)};
  if (value && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: {type: 'Literal', value: key},
        value: toEstree(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return {type: 'Literal', value: value as string | number | boolean | null};
}

const COMPONENT = '__FaqPageStructuredData';

function program(body: Program['body']): Program {
  return {type: 'Program', sourceType: 'module', body};
}

/** The nodes to add to a page with FAQs: the import and the element. */
function faqPageNodes(faqs: readonly Faq[], componentModule: string): RootContent[] {
  const importNode = {
    type: 'mdxjsEsm',
    value: `import {FaqPageStructuredData as ${COMPONENT}} from '${componentModule}';`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [
            {
              type: 'ImportSpecifier',
              imported: {type: 'Identifier', name: 'FaqPageStructuredData'},
              local: {type: 'Identifier', name: COMPONENT},
            },
          ],
          source: {type: 'Literal', value: componentModule},
          attributes: [],
        },
      ]),
    },
  };
  const element = {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'faqs',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(faqs),
          data: {estree: program([{type: 'ExpressionStatement', expression: toEstree(faqs)}])},
        },
      },
    ],
    children: [],
  };
  return [importNode, element] as unknown as RootContent[];
}

export default function remarkFaqPage(options: RemarkFaqPageOptions) {
  const folders = options.folders.map((folder) => path.resolve(folder) + path.sep);
  const componentModule = options.componentModule ?? '@site/src/components/StructuredData';
  return (tree: Root, file: {path?: string}) => {
    if (!file.path || !folders.some((folder) => path.resolve(file.path!).startsWith(folder))) return;
    const faqs = extractFaqs(tree);
    if (faqs.length === 0) return;
    const [importNode, element] = faqPageNodes(faqs, componentModule);
    tree.children.unshift(importNode!);
    tree.children.push(element!);
  };
}
