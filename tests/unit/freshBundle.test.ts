import {mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {bundleInputs, freshBundle, isFresh} from '../../scripts/lib/freshBundle.mjs';

let root: string;
afterEach(() => rmSync(root, {recursive: true, force: true}));

const write = (file: string, text: string, mtime?: number) => {
  writeFileSync(path.join(root, file), text);
  if (mtime) utimesSync(path.join(root, file), mtime, mtime);
};

describe('freshBundle (npm run check, and the lead functions under npm start)', () => {
  it('bundles an entry with its own sources, reuses a fresh bundle, and rebuilds when a source is newer', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'fresh-bundle-'));
    const past = Date.now() / 1000 - 60;
    write('answer.ts', 'export const answer: number = 41;\n', past);
    write('main.ts', "import {answer} from './answer';\nexport const value = answer + 1;\n", past);
    const outfile = path.join(root, '.bundle', 'main.mjs');

    expect(isFresh(root, outfile)).toBe(false);
    await freshBundle({root, entry: 'main.ts', outfile});
    expect(bundleInputs(outfile).sort()).toEqual(['answer.ts', 'main.ts']);
    expect((await import(`${pathToFileURL(outfile).href}?1`)).value).toBe(42);
    expect(isFresh(root, outfile)).toBe(true);

    const built = statSync(outfile).mtimeMs;
    await freshBundle({root, entry: 'main.ts', outfile});
    expect(statSync(outfile).mtimeMs).toBe(built);

    // A source saved after the bundle was built: the next start builds it again, with the change.
    write('answer.ts', 'export const answer: number = 99;\n', Date.now() / 1000 + 5);
    expect(isFresh(root, outfile)).toBe(false);
    await freshBundle({root, entry: 'main.ts', outfile});
    expect(readFileSync(outfile, 'utf8')).toContain('99');
    expect((await import(`${pathToFileURL(outfile).href}?2`)).value).toBe(100);
  });
});
