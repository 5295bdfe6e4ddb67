import {describe, expect, it} from 'vitest';
import type {AskSection} from '../../src/lib/ask/types';
import {buildAskIndex, serializeAskIndex} from './buildAskIndex';
import {validateOptions, DEFAULT_OPTIONS} from './options';

const section = (page: string, anchor: string, sentences = ['A sentence.']): AskSection => ({
  id: `${page}#${anchor}`,
  page,
  pageTitle: 'Title',
  heading: anchor || 'Title',
  level: anchor ? 2 : 1,
  anchor,
  url: anchor ? `${page}#${anchor}` : page,
  sentences,
});

describe('buildAskIndex', () => {
  it('keeps the pages and their sections in order', () => {
    const index = buildAskIndex([
      {page: '/docs/a', sections: [section('/docs/a', ''), section('/docs/a', 'one')]},
      {page: '/docs/b', sections: [section('/docs/b', 'two')]},
    ]);
    expect(index.version).toBe(1);
    expect(index.sections.map((s) => s.url)).toEqual(['/docs/a', '/docs/a#one', '/docs/b#two']);
    expect(JSON.parse(serializeAskIndex(index))).toEqual(index);
  });

  it("gives each section the questions its page's asked_as lists for it, and fails on a key that is no section", () => {
    const sections = [section('/docs/a', ''), section('/docs/a', 'one'), section('/docs/a', 'two')];
    const index = buildAskIndex([
      {page: '/docs/a', sections, askedAs: {'#': ['what is a for'], '#two': ['how do i do two', 'two not working']}},
    ]);
    expect(index.sections.map((s) => s.askedAs)).toEqual([
      ['what is a for'],
      undefined,
      ['how do i do two', 'two not working'],
    ]);
    expect(JSON.parse(serializeAskIndex(index)).sections[1]).not.toHaveProperty('askedAs');
    expect(() => buildAskIndex([{page: '/docs/a', sections, askedAs: {'#three': ['where is three']}}])).toThrow(
      /\/docs\/a: asked_as names #three[\s\S]*Its sections are #, #one, #two/,
    );
  });

  it('fails on a repeated section id, a wrong URL, or a page with no text', () => {
    expect(() =>
      buildAskIndex([{page: '/docs/a', sections: [section('/docs/a', 'one'), section('/docs/a', 'one')]}]),
    ).toThrow(/share the id/);
    expect(() =>
      buildAskIndex([{page: '/docs/a', sections: [{...section('/docs/a', 'one'), url: '/docs/a#two'}]}]),
    ).toThrow(/has the URL/);
    expect(() => buildAskIndex([{page: '/docs/a', sections: []}])).toThrow(/no text found on \/docs\/a/);
  });
});

describe('ask-index options', () => {
  const validate = (options: unknown) =>
    validateOptions({options: options as never, validate: (() => undefined) as never});
  it('defaults to /ask/index.json and leaves out the Help Center landing page', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS.outputPath).toBe('/ask/index.json');
  });
  it('rejects an output path that is not a site path to a .json file', () => {
    expect(() => validate({outputPath: 'ask/index.json'})).toThrow(/outputPath/);
    expect(() => validate({outputPath: '/ask/index.txt'})).toThrow(/outputPath/);
  });
});
