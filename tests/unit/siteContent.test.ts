import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {
  INSTANCES,
  ROOT,
  docCardOf,
  entryCardOf,
  entrySlug,
  mdxFiles,
  parseMdx,
} from '../../scripts/lib/siteContent.mjs';

const run = promisify(execFile);

describe('the social-card scripts read the site as the build does', () => {
  it('every instance folder holds MDX entries', () => {
    for (const folder of Object.keys(INSTANCES))
      expect(mdxFiles(path.join(ROOT, folder)).length, folder).toBeGreaterThan(0);
  });

  it('an entry slug is its front matter slug, else its file name without the date', () => {
    expect(entrySlug('/x/2024-11-17-some-post.mdx', {})).toBe('some-post');
    expect(entrySlug('/x/2024-11-17-some-post.mdx', {slug: 'other'})).toBe('other');
    expect(entrySlug('/x/plain.md', {})).toBe('plain');
  });

  it('an entry without a date in its front matter is dated by its file name', () => {
    const card = entryCardOf('blog', '/x/2024-11-17-some-post.mdx', {title: 'A post'});
    expect(card.title).toBe('A post');
    expect(card.detail).toContain('2024');
    expect(card.detail).toContain('November');
  });

  it('a newsletter issue is labelled with its number', async () => {
    const file = mdxFiles(path.join(ROOT, 'newsletters')).find((candidate) => candidate.includes('issue-45'))!;
    const {frontMatter} = await parseMdx(file);
    expect(entryCardOf('newsletters', file, frontMatter).section).toMatch(/#45$/);
  });

  it('a Help Center page without a title takes its first heading, else the fallback', () => {
    const file = path.join(ROOT, 'docs', 'get-started', 'x.mdx');
    expect(docCardOf(file, {frontMatter: {}, content: 'Intro\n\n# Connect your POS\n'}, 'X').title).toBe(
      'Connect your POS',
    );
    expect(docCardOf(file, {frontMatter: {}, content: 'No heading'}, 'Fallback').title).toBe('Fallback');
    expect(docCardOf(file, {frontMatter: {title: 'Titled'}, content: '# Heading'}, 'Fallback').title).toBe('Titled');
  });
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
};

describe('npm run card', () => {
  const card = (route: string) => run(process.execPath, ['--import', 'tsx', 'scripts/card.mts', route], {cwd: ROOT});

  it('writes a 1200×630 PNG for a post and for a Help Center page and prints its path', async () => {
    for (const [route, section] of [
      ['/blog/ai-product-recommendations-cannabis-retail', 'Blog'],
      ['/docs/get-started/install-widget', 'Help Center'],
    ] as const) {
      const {stdout} = await card(route);
      const [label, file] = stdout.trim().split('\n');
      expect(label).toContain(section);
      expect(pngSize(file!)).toEqual({width: 1200, height: 630});
    }
  }, 60_000);

  it('names what it accepts when the address is no page', async () => {
    await expect(card('/blog/no-such-post')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No page at /blog/no-such-post'),
    });
  }, 60_000);
});
