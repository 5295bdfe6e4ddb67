import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyFixes, checkFiles, contentPath, formatFinding, summarize} from './index';
import {parseDoc} from './parse';

/** A site folder with the given files. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A guide for dispensary staff on connecting the point of sale and checking the sync works.\n---\n\n${body}`;

describe('checkFiles', () => {
  it('checks the given content files against the whole site on disk, sorted, and skips other files', async () => {
    const root = site({
      'docs/a.mdx': page('Page A', 'See [B](/docs/b#setup) and [C](/docs/c).\n\n#### Deep\n'),
      'docs/b.mdx': page('Page B', '## Setup\n'),
      'src/pages/about.tsx': 'export default function About() { return null; }\n',
      'README.md': '# not content\n',
    });
    const findings = await checkFiles([path.join(root, 'docs/a.mdx'), 'README.md', 'docs/b.mdx'], {
      root,
      spelling: false,
      today: '2026-11-25',
    });
    expect(findings.map(formatFinding)).toEqual([
      'docs/a.mdx:6:28  link  link to /docs/c: the site has no page at /docs/c',
      'docs/a.mdx:8:1  heading  heading level skipped: #### after # (use ##)',
    ]);
    expect(summarize(findings, 2)).toBe('2 errors, 0 warnings in 2 files');
    expect(await checkFiles(['docs/b.mdx'], {root, spelling: false})).toEqual([]);
  });

  it('names a file whose MDX does not parse, with the line of the error', async () => {
    const root = site({'docs/a.mdx': page('Page A', 'Text.\n\n<div>\n\nnot closed\n')});
    const [finding] = await checkFiles(['docs/a.mdx'], {root, spelling: false});
    expect(finding).toMatchObject({
      rule: 'syntax',
      severity: 'error',
      message: expect.stringMatching(/^MDX does not parse/),
    });
  });

  it('knows which paths are content', () => {
    expect(contentPath('/site', '/site/blog/a.mdx')).toBe('blog/a.mdx');
    expect(contentPath('/site', 'docs/_partial.mdx')).toBeNull();
    expect(contentPath('/site', 'src/pages/index.tsx')).toBeNull();
  });
});

describe('applyFixes', () => {
  it('applies fixes from the end and leaves one overlapping another for the next run', () => {
    expect(
      applyFixes('abc def', [
        {offset: 0, length: 3, text: 'xyz'},
        {offset: 4, length: 3, text: 'uvw'},
        {offset: 5, length: 1, text: '!'},
      ]),
    ).toEqual({text: 'xyz d!f', applied: 2});
  });
});

describe('parseDoc', () => {
  it('gives the line of a front-matter field and of an offset, and a YAML error with its place', () => {
    const doc = parseDoc('docs/a.mdx', '---\ntitle: A\ndescription: B\n---\n\nText.\n');
    expect(doc.fieldLine(['description'])).toBe(3);
    expect(doc.position(doc.text.indexOf('Text'))).toEqual({line: 6, column: 1});
    expect(parseDoc('docs/a.mdx', '---\ntitle: [unclosed\n---\n').syntaxError?.message).toMatch(
      /^front matter is not valid YAML/,
    );
  });
});
