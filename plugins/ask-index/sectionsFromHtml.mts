/**
 * Splits one rendered Help Center page into sections by heading, with each
 * section's sentences verbatim as the page shows them. Works on the page as a
 * hast tree: the built HTML in postBuild, or the cheap render of the MDX source
 * that the tests use (tests/ask/renderSource.ts), so both go through the same rules.
 */
import type {Element, ElementContent, Root} from 'hast';
import {select} from 'hast-util-select';
import type {AskSection} from '../../src/lib/ask/types';

/** Where the page's own content is (the docs theme's Markdown container). */
const CONTENT_SELECTOR = '.theme-doc-markdown';

/** Headings that start a section. h1 is the page title. */
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);

/** Not sentences a reader takes as the page's text: code, controls, the heading's own link. */
const SKIPPED_TAGS = new Set([
  'pre',
  'script',
  'style',
  'template',
  'button',
  'svg',
  'nav',
  'header',
  'input',
  'select',
  'textarea',
  'noscript',
]);

/** Elements whose children are laid out as blocks: their inline runs and block children are separate texts. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'pre',
  'caption',
  'header',
  'nav',
]);

const classesOf = (element: Element): string[] => {
  const value: unknown = element.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

/** Parts of the rendered page that are not its prose: tab labels, heading links, admonition titles, code blocks with their titles. */
function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (element.properties?.role === 'tablist') return true;
  if (
    element.properties?.hidden !== undefined &&
    element.properties.hidden !== false &&
    element.properties?.role !== 'tabpanel'
  )
    return true;
  const classes = classesOf(element);
  return (
    classes.includes('hash-link') ||
    classes.includes('theme-code-block') ||
    classes.some((name) => name.startsWith('admonitionHeading') || name === 'admonition-heading')
  );
}

/** Text of inline content as the page shows it: runs of white space are one space. */
function inlineText(nodes: readonly ElementContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value;
    else if (node.type === 'element' && !isSkipped(node)) {
      if (node.tagName === 'br') text += ' ';
      else text += inlineText(node.children);
    }
  }
  return text;
}

const clean = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A sentence ends at . ! ? (optionally closed by a quote or bracket) before white space and a capital, digit or quote. */
const SENTENCE_END = /(?<=[.!?]["'”’)]?)\s+(?=["“‘(*]?[A-Z0-9])/;

/** Splits a block of text into sentences; a table row or list label without a full stop stays one piece. */
export function splitSentences(text: string): string[] {
  return clean(text)
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** A table row's cells, or a definition list item's term and description, read as one line. */
const ROW_CELLS = new Set(['td', 'th', 'dt', 'dd']);
const isTermGroup = (element: Element) =>
  element.children.some((child) => child.type === 'element') &&
  element.children.every((child) => child.type !== 'element' || child.tagName === 'dt' || child.tagName === 'dd');

type Block = {kind: 'heading'; level: number; id: string; text: string} | {kind: 'text'; text: string};

/** The page's texts in reading order: headings, and each paragraph, list item, table row or cell run. */
function collectBlocks(element: Element, blocks: Block[]): void {
  const tag = element.tagName;
  if (SECTION_HEADINGS.has(tag)) {
    blocks.push({
      kind: 'heading',
      level: Number(tag.slice(1)),
      id: String(element.properties?.id ?? ''),
      text: clean(inlineText(element.children)),
    });
    return;
  }
  if (tag === 'tr' || (tag === 'div' && isTermGroup(element))) {
    // A table row, or a term with its description, reads as one line: its cells in order.
    const cells = element.children.filter(
      (child): child is Element => child.type === 'element' && ROW_CELLS.has(child.tagName),
    );
    const text = cells
      .map((cell) => clean(inlineText(cell.children)))
      .filter(Boolean)
      .join(' | ');
    if (text) blocks.push({kind: 'text', text});
    return;
  }
  let run: ElementContent[] = [];
  const flush = () => {
    const text = clean(inlineText(run));
    if (text) blocks.push({kind: 'text', text});
    run = [];
  };
  for (const child of element.children) {
    if (child.type === 'element' && isSkipped(child)) continue;
    if (child.type === 'element' && BLOCK_TAGS.has(child.tagName)) {
      flush();
      collectBlocks(child, blocks);
    } else if (child.type === 'text' || child.type === 'element') run.push(child);
  }
  flush();
}

export type PageInfo = {
  /** The page path, '/docs/…'. */
  page: string;
  pageTitle: string;
};

/**
 * The sections of one page, in order: the page top (anchor '') then one per h2–h4, each with the
 * heading's rendered id as its anchor. Sections with no sentence of their own are left out.
 */
export function sectionsFromHtml(tree: Root, {page, pageTitle}: PageInfo): AskSection[] {
  const content = select(CONTENT_SELECTOR, tree);
  if (!content) return [];
  const blocks: Block[] = [];
  collectBlocks(content, blocks);

  const sections: AskSection[] = [];
  let current: AskSection = {
    id: `${page}#`,
    page,
    pageTitle,
    heading: pageTitle,
    level: 1,
    anchor: '',
    url: page,
    sentences: [],
  };
  const close = () => {
    if (current.sentences.length > 0) sections.push(current);
  };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      close();
      current = {
        id: `${page}#${block.id}`,
        page,
        pageTitle,
        heading: block.text,
        level: block.level,
        anchor: block.id,
        url: `${page}#${block.id}`,
        sentences: [],
      };
    } else current.sentences.push(...splitSentences(block.text));
  }
  close();
  return sections;
}

export type {Root};
