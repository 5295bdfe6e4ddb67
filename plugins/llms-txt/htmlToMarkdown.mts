import type {Comment, Element, ElementContent, Nodes, Parents, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse, parseFragment} from 'parse5';
import {matches, select, selectAll} from 'hast-util-select';
import {toMdast, type State} from 'hast-util-to-mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';

export type ConvertOptions = {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  pageUrl: string;
  /** Where the article's content is, tried in order (see options.ts). */
  contentSelectors: readonly string[];
  /** Interface elements dropped from the content (see options.ts). */
  dropSelectors: readonly string[];
};

const element = (
  tagName: string,
  children: ElementContent[] = [],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});
const isElement = (node: Nodes | RootContent): node is Element => node.type === 'element';
const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];

/** The text a reader sees in a node; `<br>` is a line break (Prism ends each code line with one). */
function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

/** Drops the matching elements, and every comment (React leaves its markers in the HTML). */
function removeWhere(parent: Parents, test: (node: Element) => boolean): void {
  parent.children = (parent.children as RootContent[]).filter(
    (child) => child.type !== 'comment' && !(isElement(child) && test(child)),
  ) as typeof parent.children;
  for (const child of parent.children) if (isElement(child)) removeWhere(child, test);
}

/**
 * React streams a suspended part of a page (our lazy CodeBlock) after the rest: in the HTML the
 * boundary holds a `<template id="B:n">` and its fallback, and the finished part waits in a hidden
 * `<div id="S:n">` that a script swaps in. The reader sees the finished part, so we swap it in too.
 */
function resolveSuspenseBoundaries(root: Root): void {
  const segments = new Map(
    selectAll('div[hidden][id^="S:"]', root).map((segment) => [String(segment.properties.id).slice(2), segment]),
  );
  const visit = (parent: Parents) => {
    const children = parent.children as RootContent[];
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index]!;
      if (isElement(child) && child.tagName === 'template' && String(child.properties.id ?? '').startsWith('B:')) {
        const segment = segments.get(String(child.properties.id).slice(2));
        const end = children.findIndex(
          (node, at) => at > index && node.type === 'comment' && (node as Comment).value === '/$',
        );
        if (segment && end > index) children.splice(index, end - index, ...(segment.children as RootContent[]));
      } else if (isElement(child)) {
        visit(child);
      }
    }
  };
  visit(root);
}

/** A Prism code block (or the plain `<pre>` fallback) → `<pre><code class="language-x">` with its exact text and title. */
function normalizeCodeBlocks(content: Element): void {
  for (const block of selectAll('.theme-code-block, pre', content)) {
    const pre = block.tagName === 'pre' ? block : select('pre', block);
    if (!pre) continue;
    const language = [...classesOf(block), ...classesOf(pre)].find((name) => name.startsWith('language-'));
    const title = block.tagName === 'pre' ? undefined : select('[class*="codeBlockTitle"]', block);
    const code = select('code', pre) ?? pre;
    const value = textOf(code).replace(/\n$/, '');
    const meta = title ? `title="${textOf(title).trim()}"` : undefined;
    Object.assign(
      block,
      element('pre', [element('code', [text(value)], {className: language ? [language] : []})], {dataMeta: meta}),
    );
  }
}

/** Docusaurus renders every tab's panel (the hidden ones too): each panel becomes its label in bold, then its content. */
function flattenTabs(content: Element): void {
  for (const tabs of selectAll('.tabs-container', content)) {
    const labels = selectAll('[role="tab"]', tabs).map((tab) => textOf(tab).trim());
    const panels = selectAll('[role="tabpanel"]', tabs);
    tabs.tagName = 'div';
    tabs.properties = {};
    tabs.children = panels.flatMap((panel, index) => [
      element('p', [element('strong', [text(labels[index] ?? `Tab ${index + 1}`)])]),
      ...panel.children,
    ]);
  }
}

/** An admonition becomes a quote opening with its title in bold: `> **Note:** …`. */
function quoteAdmonitions(content: Element): void {
  for (const admonition of selectAll('.theme-admonition', content)) {
    const heading = select('[class*="admonitionHeading"]', admonition);
    const body = select('[class*="admonitionContent"]', admonition);
    const kind =
      classesOf(admonition)
        .find((name) => name.startsWith('theme-admonition-'))
        ?.slice('theme-admonition-'.length) ?? 'note';
    const raw = (heading ? textOf(heading).trim() : '') || kind;
    const label = element('strong', [text(`${raw.charAt(0).toUpperCase()}${raw.slice(1)}:`)]);
    const children = [...(body?.children ?? [])].filter(
      (child) => !(child.type === 'text' && child.value.trim() === ''),
    );
    const first = children[0];
    if (first && isElement(first) && first.tagName === 'p') {
      children[0] = {...first, children: [label, text(' '), ...first.children]};
    } else {
      children.unshift(element('p', [label]));
    }
    Object.assign(admonition, element('blockquote', children));
  }
}

/** `<details>`: the summary in bold, then what it hides (the reader can open it; an assistant should read it). */
function openDetails(content: Element): void {
  for (const details of selectAll('details', content)) {
    const summary = select('summary', details);
    const rest = details.children.filter((child) => child !== summary);
    Object.assign(
      details,
      element('div', [
        ...(summary ? [element('p', [element('strong', [text(textOf(summary).trim())])])] : []),
        ...rest,
      ]),
    );
  }
}

/** A DocCardList (cards with an icon and a heading each) reads as a list of links with descriptions. */
function listDocCards(content: Element): void {
  for (const list of selectAll('section:has(a.card)', content)) {
    const items = selectAll('a.card', list).map((card) => {
      const heading = select('h2', card);
      const title = String(heading?.properties.title ?? '') || (heading ? textOf(heading).trim() : textOf(card).trim());
      const description = select('p', card);
      const describedAs = description ? String(description.properties.title ?? '') || textOf(description).trim() : '';
      return element('li', [
        element('a', [text(title)], {href: card.properties.href}),
        ...(describedAs ? [text(`: ${describedAs}`)] : []),
      ]);
    });
    Object.assign(list, element('ul', items));
  }
}

/** Links and images point at absolute URLs, so a twin read on its own still leads somewhere. */
function absolutize(content: Element, pageUrl: string): void {
  for (const link of selectAll('a[href]', content))
    link.properties.href = new URL(String(link.properties.href), pageUrl).href;
  for (const image of selectAll('img[src]', content)) {
    const src = String(image.properties.src);
    if (src.startsWith('data:')) {
      // An inlined image would put kilobytes of base64 in the text; its description is what helps a reader.
      Object.assign(
        image,
        image.properties.alt ? element('em', [text(`Image: ${String(image.properties.alt)}`)]) : element('span'),
      );
    } else {
      image.properties.src = new URL(src, pageUrl).href;
    }
  }
}

/** Keeps a code block's language and title (`meta`), which hast-util-to-mdast's own handler drops. */
function codeHandler(state: State, node: Element): Code {
  const code = node.children.find(isElement);
  const language = code ? classesOf(code).find((name) => name.startsWith('language-')) : undefined;
  const result: Code = {
    type: 'code',
    lang: language ? language.slice('language-'.length) : null,
    meta: node.properties.dataMeta ? String(node.properties.dataMeta) : null,
    value: textOf(code ?? node).replace(/\n$/, ''),
  };
  state.patch(node, result);
  return result;
}

/**
 * HTML as a hast tree, without source positions: nothing here reads them, and keeping them
 * (parse5's location info, which hast-util-from-html always asks for) made parsing twice as slow,
 * which counts over a thousand twins.
 */
function parseHtml(html: string, {fragment = false} = {}): Root {
  // As a browser without scripts reads it (and hast-util-from-html did): `<noscript>` holds markup, not text.
  const options = {scriptingEnabled: false};
  return fromParse5(fragment ? parseFragment(html, options) : parse(html, options)) as Root;
}

/**
 * The part of a built page that holds its content: `<main>`. Parsing it alone is about three times
 * quicker than parsing the whole page (header menus, footer, head), which counts with a twin for
 * every one of a thousand posts. A page without `<main>`, or with React's out-of-order segments
 * (after `<main>`, see resolveSuspenseBoundaries), is parsed whole.
 */
export function parseContentRegion(html: string): Root {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start || /<div hidden[^>]*\sid="?S:/.test(html)) return parseHtml(html);
  return parseHtml(html.slice(start, end + '</main>'.length), {fragment: true});
}

/**
 * The content of a built page as clean Markdown, or `null` when the page has none of the content
 * containers. Its first `<h1>` (the page title) is left out: the caller writes the title from the
 * page's metadata.
 */
export function htmlToMarkdown(html: string, options: ConvertOptions): string | null {
  const root = parseContentRegion(html);
  resolveSuspenseBoundaries(root);
  const content = options.contentSelectors
    .map((selector) => select(selector, root))
    .find((found) => found !== undefined);
  if (!content) return null;

  const title = select('h1', content);
  normalizeCodeBlocks(content);
  removeWhere(content, (node) => node === title || options.dropSelectors.some((selector) => matches(selector, node)));
  flattenTabs(content);
  quoteAdmonitions(content);
  openDetails(content);
  listDocCards(content);
  absolutize(content, options.pageUrl);

  const mdast = toMdast(content, {handlers: {pre: codeHandler}});
  return toMarkdown(mdast, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    extensions: [gfmToMarkdown()],
  }).trim();
}

/** A built page's title (without the ` | Site` suffix every title ends with) and meta description. */
export function readPageMeta(html: string): {title?: string; description?: string} {
  const root = parseHtml(html);
  const title = select('head > title', root);
  const description = select('head > meta[name="description"]', root)?.properties.content;
  const cleanTitle = title
    ? textOf(title)
        .replace(/\s+\|[^|]*$/, '')
        .trim()
    : '';
  return {...(cleanTitle ? {title: cleanTitle} : {}), ...(description ? {description: String(description)} : {})};
}
