import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {filesUsing, runCheck} from './cli';

const page = (body: string) =>
  `---\ntitle: Connect Treez\ndescription: A guide for dispensary staff on connecting the point of sale and checking the sync works.\n---\n\n${body}`;

describe('runCheck (npm run check)', () => {
  let root: string;
  let printed: string[];
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'content-check-cli-'));
    mkdirSync(path.join(root, 'docs/integrations'), {recursive: true});
    writeFileSync(path.join(root, 'docs/integrations/treez.mdx'), page('## Setup  \n\n#### Keys\n'));
    writeFileSync(path.join(root, 'docs/integrations/cova.mdx'), page('## Setup\n'));
    printed = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('prints each finding as file:line:column  rule  message and returns 1 on an error', async () => {
    expect(await runCheck(['--no-spelling', path.join(root, 'docs')], root)).toBe(1);
    expect(printed.slice(0, 2)).toEqual([
      'docs/integrations/treez.mdx:6:9  trailing-space  warning: spaces at the end of the line',
      'docs/integrations/treez.mdx:8:1  heading  heading level skipped: #### after ## (use ###)',
    ]);
    expect(printed.at(-1)).toMatch(
      /^1 error, 1 warning in 2 files \([\d.]+ s\); npm run check -- --fix fixes those it can$/,
    );
  });

  it('--fix writes the mechanical fixes, then checks again and passes', async () => {
    expect(await runCheck(['--no-spelling', '--fix', path.join(root, 'docs/integrations/treez.mdx')], root)).toBe(0);
    expect(readFileSync(path.join(root, 'docs/integrations/treez.mdx'), 'utf8')).toBe(page('## Setup\n\n### Keys\n'));
    expect(printed[0]).toBe('Fixed 2 findings.');
    expect(printed.at(-1)).toMatch(/^0 errors, 0 warnings in 1 file/);
  });

  it('finds the content files that use a changed picture, for --changed', () => {
    writeFileSync(path.join(root, 'docs/integrations/cova.mdx'), page('![Cova settings](/img/docs/cova.png)\n'));
    expect(filesUsing(root, ['static/img/docs/cova.png'])).toEqual(['docs/integrations/cova.mdx']);
    expect(filesUsing(root, ['static/img/docs/other.png'])).toEqual([]);
  });

  it('returns 0 when the files given pass', async () => {
    expect(await runCheck(['--no-spelling', path.join(root, 'docs/integrations/cova.mdx')], root)).toBe(0);
  });
});

describe('scripts/check.mjs', () => {
  it('runs the check from its bundle (built when missing or older than a source) on the site’s own content', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const out = execFileSync(process.execPath, ['scripts/check.mjs', '--no-spelling', 'docs/index.mdx'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toMatch(/^0 errors, \d+ warnings? in 1 file \([\d.]+ s\)$/m);
  });
});
