import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {findDocFrontMatterErrors} from './docFrontMatter';
import {DEFAULT_OPTIONS, validateOptions} from './options';

/** Reads a Markdown file's front matter the way the docs plugin does. */
async function load(file: string) {
  const fileContent = await readFile(file, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
  return {source: `@site/${path.relative(path.join(__dirname, '../..'), file)}`, frontMatter};
}

const fixture = (name: string) => load(path.join(__dirname, '__fixtures__', name));

describe('Help Center front matter', () => {
  it('accepts the allowed fields', async () => {
    expect(findDocFrontMatterErrors([await fixture('valid.mdx')])).toEqual([]);
  });

  it('names the file and an unknown field', async () => {
    const [error] = findDocFrontMatterErrors([await fixture('unknown-field.mdx')]);
    expect(error).toContain('plugins/docs-front-matter/__fixtures__/unknown-field.mdx');
    expect(error).toMatch(/Unrecognized key.*"author"/);
  });

  it('requires a description of 50 to 160 characters', async () => {
    const [short] = findDocFrontMatterErrors([await fixture('short-description.mdx')]);
    expect(short).toMatch(/short-description\.mdx[\s\S]*field "description": must be at least 50 characters/);
    const long = {source: '@site/docs/x.mdx', frontMatter: {title: 'Long one', description: 'x'.repeat(161)}};
    expect(findDocFrontMatterErrors([long])[0]).toMatch(/field "description": must be at most 160/);
    expect(findDocFrontMatterErrors([{source: '@site/docs/y.mdx', frontMatter: {title: 'No description'}}])[0]).toMatch(
      /docs\/y\.mdx[\s\S]*field "description": is required/,
    );
  });

  it("checks asked_as: '#' or '#anchor' keys, each with whole questions", () => {
    const page = (askedAs: unknown) => ({
      source: '@site/docs/x.mdx',
      frontMatter: {title: 'Page', description: 'x'.repeat(60), asked_as: askedAs},
    });
    expect(
      findDocFrontMatterErrors([
        page({'#': ['how do i hook up dutchie'], '#sync-schedule': ['how often does it sync']}),
      ]),
    ).toEqual([]);
    expect(findDocFrontMatterErrors([page({'sync-schedule': ['how often does it sync']})])[0]).toMatch(
      /asked_as[\s\S]*'#' and a heading's anchor/,
    );
    expect(findDocFrontMatterErrors([page({'#': ['sync?']})])[0]).toMatch(/whole question/);
    expect(findDocFrontMatterErrors([page({'#': []})])[0]).toMatch(/at least one question/);
    expect(findDocFrontMatterErrors([page({'#': 'how do i hook up dutchie'})])).toHaveLength(1);
  });

  it('passes the pages this branch owns: the Help Center landing', async () => {
    expect(findDocFrontMatterErrors([await load(path.join(__dirname, '../../docs/index.mdx'))])).toEqual([]);
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});
  it('throws on invalid front matter by default', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
  });
  it('names a bad option', () => {
    expect(() => validate({onInvalidFrontMatter: 'ignore'})).toThrow('onInvalidFrontMatter');
  });
});
