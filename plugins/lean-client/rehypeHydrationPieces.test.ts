import type {Element, RootContent} from 'hast';
import {describe, expect, it} from 'vitest';
import {HYDRATION_PIECE, splitIntoPieces} from './rehypeHydrationPieces';

const el = (tagName: string, text: string): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{type: 'text', value: text}],
});
const esm = {type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';"} as RootContent;
const newline = {type: 'text', value: '\n'} as RootContent;
const shape = (nodes: RootContent[]) =>
  nodes.map((node) =>
    node.type === 'mdxJsxFlowElement'
      ? `${node.name}[${node.children.map((child) => (child.type === 'element' ? child.tagName : child.type)).join(',')}]`
      : node.type === 'element'
        ? node.tagName
        : node.type,
  );

describe('splitIntoPieces', () => {
  it('wraps the intro and each ## section in its own piece, imports left at the root', () => {
    const nodes = [
      esm,
      el('p', 'Intro'),
      newline,
      el('h2', 'One'),
      el('p', 'a'),
      el('h3', 'Sub'),
      el('p', 'b'),
      el('h2', 'Two'),
      el('ul', 'c'),
    ];
    expect(shape(splitIntoPieces(nodes))).toEqual([
      'mdxjsEsm',
      `${HYDRATION_PIECE}[p,text]`,
      `${HYDRATION_PIECE}[h2,p,h3,p]`,
      `${HYDRATION_PIECE}[h2,ul]`,
    ]);
  });

  it('keeps every node, in order', () => {
    const nodes = [el('p', 'Intro'), el('h2', 'One'), el('p', 'a'), el('h2', 'Two'), el('p', 'b')];
    const flat = splitIntoPieces(nodes).flatMap((node): RootContent[] =>
      node.type === 'mdxJsxFlowElement' ? (node.children as RootContent[]) : [node],
    );
    expect(flat).toEqual(nodes);
  });

  it('leaves a page of one section as it is', () => {
    const nodes = [esm, newline, el('h2', 'Only'), el('p', 'a')];
    expect(splitIntoPieces(nodes)).toEqual(nodes);
  });
});
