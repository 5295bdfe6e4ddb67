import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {parseFrontMatterWithoutAskedAs, readAskedAs} from './askedAs';

const PAGE = `---\ntitle: Connect Dutchie\nasked_as:\n  '#':\n    - how do i hook up dutchie\n---\n\nText.\n`;

describe('parseFrontMatterWithoutAskedAs', () => {
  const parse = parseFrontMatterWithoutAskedAs('/site/docs');
  const run = (filePath: string, fileContent = PAGE) =>
    parse({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

  it("leaves a Help Center page's asked_as out of the front matter the page ships, and keeps the rest", async () => {
    const {frontMatter, content} = await run('/site/docs/integrations/dutchie.mdx');
    expect(frontMatter).toEqual({title: 'Connect Dutchie'});
    expect(content.trim()).toBe('Text.');
  });

  it('leaves other files as Docusaurus parses them, so a collection still refuses a field it does not have', async () => {
    expect((await run('/site/blog/2025-01-01-post.mdx')).frontMatter).toHaveProperty('asked_as');
    expect((await run('/site/docs-engineering/notes.md')).frontMatter).toHaveProperty('asked_as');
  });
});

describe('readAskedAs', () => {
  const file = (text: string) => {
    const at = path.join(mkdtempSync(path.join(tmpdir(), 'asked-as-')), 'page.mdx');
    writeFileSync(at, text);
    return at;
  };

  it("reads a page's asked_as from its source, or nothing when it has none", async () => {
    expect(await readAskedAs(file(PAGE))).toEqual({'#': ['how do i hook up dutchie']});
    expect(await readAskedAs(file('---\ntitle: Page\n---\n\nText.\n'))).toBeUndefined();
  });

  it('fails on a malformed one, naming the file and the field', async () => {
    const bad = file(PAGE.replace("'#':", "'setup':"));
    await expect(readAskedAs(bad)).rejects.toThrow(
      new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: asked_as setup: "setup" must be '#'`),
    );
  });
});
