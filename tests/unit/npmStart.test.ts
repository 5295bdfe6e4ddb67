import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {projectNode} from '../../scripts/lib/project-node.mjs';

const root = path.resolve(__dirname, '../..');
const SITE_PORT = 4655;
const FUNCTIONS_PORT = 4656;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `npm start` prints, each line with the time it appeared. */
const lines: {at: number; text: string}[] = [];
// As a shell runs it: without the NODE_ENV=test vitest sets (the browserslist has no `test` environment).
const {NODE_ENV: _vitest, ...shellEnv} = process.env;
const child = spawn(projectNode(root), ['scripts/start.mjs', '--no-open'], {
  cwd: root,
  env: {
    ...shellEnv,
    PORT: String(SITE_PORT),
    FUNCTIONS_PORT: String(FUNCTIONS_PORT),
    DATA_DIR: dataDir,
    BROWSER: 'none',
    FORCE_COLOR: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((text) => ({at: Date.now(), text})),
    ),
  );
}

async function until<T>(what: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && child.exitCode === null) {
    const value = await what().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(
    `${child.exitCode === null ? 'timed out' : `npm start exited (${child.exitCode})`}; it printed:\n${lines.map((line) => line.text).join('\n')}`,
  );
}

afterAll(async () => {
  if (child.exitCode === null && child.pid) {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, {recursive: true, force: true});
}, 30_000);

describe('npm start (scripts/start.mjs)', () => {
  it('serves the site, then the lead functions through the dev server once the site has compiled', async () => {
    const page = await until(async () => {
      const response = await fetch(`http://127.0.0.1:${SITE_PORT}/`);
      return response.ok ? response.text() : undefined;
    }, 240_000);
    expect(page).toContain('<div id="__docusaurus">');
    // The forms' calls go through the dev server's proxy to the functions, which start after the compilation.
    const health = await until(async () => {
      const response = await fetch(`http://127.0.0.1:${SITE_PORT}/functions/v1/health`);
      return response.ok ? ((await response.json()) as {data: {status: string}}) : undefined;
    }, 120_000);
    expect(health.data.status).toBe('ok');
    const printed = lines.map((line) => line.text).join('\n');
    const compiled = lines.findIndex((line) => /compiled/.test(stripVTControlCharacters(line.text)));
    const starting = lines.findIndex((line) => line.text.includes('starting the lead functions'));
    const serving = lines.findIndex((line) => line.text.includes('serving lead functions'));
    expect(compiled, printed).toBeGreaterThanOrEqual(0);
    expect(starting, printed).toBeGreaterThan(compiled);
    expect(serving, printed).toBeGreaterThan(starting);
  }, 400_000);
});
