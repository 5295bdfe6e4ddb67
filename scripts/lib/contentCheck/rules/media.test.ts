import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseDoc} from '../parse';
import {docPage, fakeSite, mdx} from '../testing';
import {mediaRule} from './media';

/** A PNG's first bytes: enough for image-size to read its width and height. */
function pngHeader(width: number, height: number): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'media-rule-')), `${width}x${height}.png`);
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  writeFileSync(file, header);
  return file;
}

const site = fakeSite({
  assets: {
    'static/img/chart.png': {bytes: 120 * 1024},
    'static/img/big.png': {bytes: 1024 * 1024},
    'static/img/logo.svg': {bytes: 8 * 1024},
    'static/img/heavy.svg': {bytes: 150 * 1024},
    'static/img/card.png': {abs: pngHeader(1200, 630)},
    'static/img/square.png': {abs: pngHeader(800, 800)},
    'static/media/demo.mp4': {bytes: 5 * 1024 * 1024},
    'docs/get-started/screen.png': {bytes: 50 * 1024},
  },
});
const check = (body: string) => mediaRule(parseDoc('docs/get-started/install.mdx', docPage(body)), site);

describe('mediaRule', () => {
  it('passes small pictures that exist and have alt text, beside the file or under static/', () => {
    expect(
      check(
        '![Weekly sales chart](/img/chart.png)\n\n![Settings screen](./screen.png)\n\n<img src="/img/logo.svg" alt="BudBot logo" />\n\n<video src="/media/demo.mp4" />',
      ),
    ).toEqual([]);
  });

  it('flags a missing file, a picture over 300 KB, an SVG over 100 KB', () => {
    expect(
      check('![Gone](/img/gone.png) ![Big](/img/big.png) ![Heavy](/img/heavy.svg)').map((finding) => [
        finding.rule,
        finding.message,
      ]),
    ).toEqual([
      ['asset', '/img/gone.png: there is no file static/img/gone.png'],
      [
        'picture-size',
        'static/img/big.png is 1.0 MB; a picture must be at most 300 KB (export it smaller or compress it)',
      ],
      [
        'picture-size',
        'static/img/heavy.svg is 150 KB; a SVG must be at most 100 KB (export it smaller or compress it)',
      ],
    ]);
  });

  it('flags a picture without alt text, in Markdown and in JSX, and one linked from another site', () => {
    expect(
      check(
        'Intro.\n\n![](/img/chart.png)\n\n<img src="/img/logo.svg" />\n\n![Hotlinked](https://example.com/a.png)',
      ).map((finding) => [finding.line, finding.rule]),
    ).toEqual([
      [8, 'alt-text'],
      [10, 'alt-text'],
      [12, 'asset'],
    ]);
  });

  it('checks front-matter pictures and holds a social image to 1200×630', () => {
    const post = (socialImage: string) =>
      parseDoc(
        'newsletters/2024-11-24-q4.mdx',
        mdx(`slug: q4\ntitle: Q4 report\nimage: /img/logo.svg\nsocialImage: ${socialImage}\ngif: /img/missing.gif`),
      );
    expect(mediaRule(post('/img/card.png'), site).map((finding) => finding.message)).toEqual([
      'field "gif": /img/missing.gif: there is no file static/img/missing.gif',
    ]);
    expect(mediaRule(post('/img/square.png'), site)).toContainEqual(
      expect.objectContaining({
        line: 5,
        rule: 'social-image',
        message: 'static/img/square.png is 800×800; a social image is 1200×630',
      }),
    );
  });
});
