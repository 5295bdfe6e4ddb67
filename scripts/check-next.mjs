#!/usr/bin/env node
/**
 * `npm run check:next`: is the site ready for the next Docusaurus major? (Not part of `npm test`.)
 *
 * Copies the working tree (tracked and new files, not node_modules or build output) to a temporary
 * directory, moves every `@docusaurus/*` package to the newest 4.0 canary that all of them have in
 * the registry and TypeScript to the newest release (>= 6) that every package's peer range accepts
 * (typescript-eslint's stops below 6.1), installs, and runs on
 * the project's Node 24: the type check, the unit tests, the build and the e2e suite. Prints what
 * passed and what failed, with the tail of each failure; exits 1 when something failed.
 *
 *   npm run check:next                          # everything
 *   npm run check:next -- --e2e tests/e2e/social-cards.spec.ts tests/e2e/home.spec.ts
 *   npm run check:next -- --skip unit --keep    # keep the copy (its path is printed)
 *
 * Uses E2E_PORT (default 4790) for Playwright's server so it can run beside other test runs.
 */
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import semver from 'semver';
import {projectNode, withProjectPath} from './lib/project-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * @typedef {{dependencies?: Record<string, string>, devDependencies?: Record<string, string>}} PackageJson the fields read here; the rest is copied as is
 * @typedef {{packages?: Record<string, {peerDependencies?: Record<string, string>}>}} Lockfile
 * @typedef {{name: string, passed: boolean, seconds: number, output: string}} StepResult
 */

/**
 * `--e2e a b` → the spec files after the flag; `--skip unit,e2e`; `--keep`.
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  /** @type {{e2e: string[], skip: Set<string>, keep: boolean, canary: string | undefined, typescript: string | undefined}} */
  const options = {e2e: [], skip: new Set(), keep: false, canary: undefined, typescript: undefined};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--keep') options.keep = true;
    else if (arg === '--skip') for (const step of (argv[++i] ?? '').split(',')) options.skip.add(step);
    else if (arg === '--canary') options.canary = argv[++i];
    else if (arg === '--typescript') options.typescript = argv[++i];
    else if (arg === '--e2e') while (argv[i + 1] && !argv[i + 1].startsWith('--')) options.e2e.push(argv[++i]);
    else throw new Error(`check:next: unknown argument ${arg}`);
  }
  return options;
}

/**
 * The newest `4.0.0-canary-N` present in every list of versions.
 * @param {string[][]} versionLists
 */
export function newestCommonCanary(versionLists) {
  const canaries = versionLists.map((list) => new Set(list.filter((v) => /^4\.0\.0-canary-\d+$/.test(v))));
  const common = [...canaries[0]].filter((v) => canaries.every((set) => set.has(v)));
  common.sort((a, b) => Number(a.split('-').pop()) - Number(b.split('-').pop()));
  return common.at(-1);
}

/**
 * package.json with every @docusaurus/* package at `canary` and TypeScript at `typescript`.
 * @template {PackageJson} Package
 * @param {Package} pkg
 * @param {string} canary
 * @param {string} typescript
 * @returns {Package}
 */
export function nextPackageJson(pkg, canary, typescript) {
  const next = structuredClone(pkg);
  for (const field of /** @type {const} */ (['dependencies', 'devDependencies'])) {
    const dependencies = next[field] ?? {};
    for (const name of Object.keys(dependencies)) if (name.startsWith('@docusaurus/')) dependencies[name] = canary;
  }
  next.devDependencies = {...next.devDependencies, typescript};
  return next;
}

/**
 * The newest stable TypeScript, 6 or later, inside every peer range (those of the lockfile's packages and the canary's tsconfig).
 * @param {string[]} versions
 * @param {string[]} peerRanges
 */
export function newestTypeScript(versions, peerRanges) {
  return (
    semver.maxSatisfying(
      versions.filter((version) => semver.gte(version, '6.0.0') && !semver.prerelease(version)),
      peerRanges.join(' '),
    ) ?? undefined
  );
}

/**
 * The `typescript` peer ranges the lockfile's packages declare.
 * @param {Lockfile} lock
 */
export function typescriptPeerRanges(lock) {
  return Object.values(lock.packages ?? {}).flatMap((entry) =>
    entry.peerDependencies?.typescript ? [entry.peerDependencies.typescript] : [],
  );
}

/**
 * `npm view … --json`, parsed.
 * @param {string[]} args
 */
const viewJson = (...args) => JSON.parse(execFileSync(npm, ['view', ...args, '--json'], {encoding: 'utf8'}));

/**
 * Runs a step in the copy; resolves with whether it passed and the tail of its output.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<StepResult>}
 */
function step(name, command, args, cwd, env) {
  console.log(`\n[check:next] ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      process.stdout.write(chunk);
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) =>
      resolve({name, passed: code === 0, seconds: Math.round((Date.now() - started) / 1000), output}),
    );
  });
}

/**
 * The lines of a run's output worth reading in the summary: test counts and failures.
 * @param {string} output
 */
export function summaryLines(output) {
  // eslint-disable-next-line no-control-regex -- the escape character starts the colour codes being removed
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain.split('\n');
  const counts = lines.filter((line) =>
    /^\s*(Tests|Test Files)\s|^\s*\d+ (passed|failed|flaky|skipped|did not run)/.test(line),
  );
  const failures = lines.filter((line) => /^\s*(✘|×|FAIL|\[ERROR\]|Error:)|error TS\d+/.test(line)).slice(0, 25);
  return [...counts, ...failures].map((line) => line.trim());
}

/**
 * The lean-client patches whose replaced framework files differ in the copy's installed packages.
 * @param {string} copy
 * @param {string} node
 * @returns {string[]}
 */
function frameworkChangesIn(copy, node) {
  const script = `
    const {PATCH_NAMES, frameworkChanges} = await import('./plugins/lean-client/patches.ts');
    const {installedHash} = await import('./plugins/lean-client/index.ts');
    console.log(JSON.stringify([...new Set(frameworkChanges(PATCH_NAMES, installedHash).map(({patch}) => patch))]));`;
  const output = execFileSync(node, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: copy,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  /** @type {PackageJson} */
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const names = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) =>
    name.startsWith('@docusaurus/'),
  );
  const canary = options.canary ?? newestCommonCanary(names.map((name) => viewJson(name, 'versions')));
  if (!canary) throw new Error('check:next: no 4.0 canary that every @docusaurus/* package has');
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const tsconfigPeer = viewJson(`@docusaurus/tsconfig@${canary}`, 'peerDependencies').typescript ?? '>=6';
  const typescript =
    options.typescript ??
    newestTypeScript(viewJson('typescript', 'versions'), [tsconfigPeer, ...typescriptPeerRanges(lock)]);
  if (!typescript) throw new Error('check:next: no TypeScript 6 or later satisfies every peer range');
  console.log(
    `[check:next] Docusaurus ${canary} (current ${pkg.dependencies?.['@docusaurus/core']}), TypeScript ${typescript}`,
  );

  const copy = mkdtempSync(path.join(tmpdir(), 'budbot-next-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error; // deleted but not yet staged
    }
  }
  writeFileSync(
    path.join(copy, 'package.json'),
    `${JSON.stringify(nextPackageJson(pkg, canary, typescript), null, 2)}\n`,
  );
  console.log(`[check:next] copy at ${copy}`);

  const {DATABASE_URL: _ignored, ...shellEnv} = process.env;
  const env = {...withProjectPath(copy, shellEnv), E2E_PORT: process.env.E2E_PORT ?? '4790'};
  /** @type {StepResult[]} */
  const results = [];
  const install = await step('install', npm, ['install', '--no-audit', '--no-fund'], copy, env);
  results.push(install);
  if (install.passed) {
    const node = projectNode(copy);
    const version = execFileSync(node, ['-p', 'process.versions.node'], {encoding: 'utf8'}).trim();
    console.log(`[check:next] running on Node ${version} (${node})`);
    const bin = (/** @type {string} */ name) => path.join(copy, 'node_modules', '.bin', name);
    if (!options.skip.has('typecheck'))
      results.push(await step('typecheck', node, [bin('tsc'), '--noEmit'], copy, env));
    if (!options.skip.has('unit')) results.push(await step('unit', node, [bin('vitest'), 'run'], copy, env));
    // lean-client stops a build whose framework files differ from those its patches were written
    // against (plugins/lean-client/patches.ts): name them, and build with those patches off.
    const changed = frameworkChangesIn(copy, node);
    if (changed.length)
      console.log(
        `[check:next] the canary changed files that these patches replace; building with them off: ${changed.join(', ')}`,
      );
    const build = await step('build', node, [bin('docusaurus'), 'build'], copy, {
      ...env,
      LEAN_CLIENT_OFF: changed.join(','),
    });
    results.push(build);
    if (build.passed && !options.skip.has('e2e'))
      results.push(
        await step('e2e', node, [bin('playwright'), 'test', ...options.e2e], copy, {
          ...env,
          LEAN_CLIENT_OFF: changed.join(','),
        }),
      );
    if (changed.length)
      results.push({
        name: `patches whose framework files changed (switched off): ${changed.join(', ')}`,
        passed: false,
        seconds: 0,
        output: '',
      });
  }

  console.log(
    `\n[check:next] Docusaurus ${canary}, TypeScript ${typescript}${options.e2e.length ? `, e2e limited to ${options.e2e.join(' ')}` : ''}`,
  );
  for (const result of results) {
    console.log(`  ${result.passed ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
    for (const line of summaryLines(result.output)) console.log(`        ${line}`);
  }
  if (options.keep) console.log(`[check:next] kept ${copy}`);
  else rmSync(copy, {recursive: true, force: true});
  process.exitCode = results.every((result) => result.passed) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
