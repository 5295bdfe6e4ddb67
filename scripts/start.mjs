#!/usr/bin/env node
/**
 * `npm start`: the site with live reload and working forms.
 *
 * Runs two processes and stops both when either stops:
 *   - `docusaurus start` on PORT (default 3000), whose dev server forwards
 *     /functions/v1 to the functions (plugins/functions-dev-proxy);
 *   - the lead functions (functions/server.ts --functions-only, from a
 *     bundle: scripts/run-bundled.mjs) on the
 *     embedded PGlite database in DATA_DIR (default .data/), on
 *     FUNCTIONS_PORT (default 3001), at a lower CPU priority, started once
 *     the dev server has compiled the site (it answers its first request).
 * Extra arguments go to `docusaurus start` (e.g. `npm start -- --host 0.0.0.0`).
 * A saved article is checked with `npm run check -- <file>` at low priority, and its first error
 * printed on one line (scripts/lib/devCheck.mjs).
 * On a fresh clone it runs `npm install` first (scripts/ensure-installed.mjs), so this script may
 * start on the machine's Node (say 20); both processes run on the project's Node 24 from
 * node_modules (scripts/lib/project-node.mjs), whatever started this one.
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ensureInstalled} from './ensure-installed.mjs';
import {projectNode, withCompileCache, withProjectPath} from './lib/project-node.mjs';
import {watchContentChecks} from './lib/devCheck.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const node = projectNode(root);
const sitePort = process.env.PORT ?? '3000';
const functionsPort = process.env.FUNCTIONS_PORT ?? '3001';
const target = `http://127.0.0.1:${functionsPort}`;

const docusaurusCli = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

// Development leads stay in the embedded database, whatever DATABASE_URL the shell has. Both processes keep the code
// Node compiles for their modules between starts (withCompileCache).
const {DATABASE_URL: _ignored, ...env} = withCompileCache(root, withProjectPath(root, process.env));

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

/** @type {() => void} */
let stopChecks = () => undefined;

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  stopChecks();
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(
    [...children.values()].map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  ).then(() => process.exit(code));
}

/** The functions' nice value: their start (PGlite, about 2.5 CPU-s) yields to the dev server and the browser. */
const FUNCTIONS_NICE = 19;
/** At the latest, the functions start this long after the dev server, compiled or not. */
const FUNCTIONS_LATEST_MS = 60_000;

/**
 * Resolves true once `url` answers (any status, or `ok` only when `okOnly`), false after
 * FUNCTIONS_LATEST_MS or when stopping; polls every `pauseMs`. The dev server holds its first request until
 * the first compilation is done, so "the site answers" means "the site is compiled": the functions' start
 * (PGlite, migrations) then no longer competes with loading the site and compiling it on a 2-core machine,
 * and a form works a few seconds after the first page shows (docs-engineering/devloop.md).
 * @param {string} url
 * @param {{okOnly?: boolean, pauseMs?: number}} [options]
 */
async function answers(url, {okOnly = false, pauseMs = 200} = {}) {
  const latest = Date.now() + FUNCTIONS_LATEST_MS;
  while (!stopping && Date.now() < latest) {
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(latest - Date.now())});
      await response.body?.cancel();
      if (!okOnly || response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return false;
}

/**
 * Starts `node args` as the process `name`; its exit stops the other one.
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} extraEnv
 */
function run(name, args, extraEnv, nice = 0) {
  const child = spawn(node, args, {cwd: root, stdio: 'inherit', env: {...env, ...extraEnv}});
  if (nice && child.pid) {
    try {
      os.setPriority(child.pid, nice);
    } catch {
      // A courtesy only: the process runs at the normal priority.
    }
  }
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other process.`);
    stop(code ?? 1);
  });
}

run('docusaurus', [docusaurusCli, 'start', '--port', sitePort, ...process.argv.slice(2)], {
  FUNCTIONS_DEV_TARGET: target,
});
// `npm start -- --port 4000` wins over PORT, as it does for Docusaurus (the last --port given).
const portArgs = process.argv
  .slice(2)
  .flatMap((arg, i, args) => (arg === '--port' ? [args[i + 1]] : arg.startsWith('--port=') ? [arg.slice(7)] : []));
// At the latest, the functions start FUNCTIONS_LATEST_MS after the dev server, compiled or not.
const functionsServing = answers(`http://127.0.0.1:${portArgs.at(-1) ?? sitePort}/`).then(async () => {
  if (stopping) throw new Error('stopping');
  console.log('[start] the site is compiled: starting the lead functions (forms work once they say so)');
  // From a bundle rather than through tsx: about 0.7 CPU-s less beside the first edits (docs-engineering/devloop.md).
  run(
    'functions',
    ['scripts/run-bundled.mjs', 'functions/server.ts', '--functions-only'],
    {
      PORT: functionsPort,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? '.data',
    },
    FUNCTIONS_NICE,
  );
  if (!(await answers(`${target}/functions/v1/health`, {okOnly: true, pauseMs: 500})))
    throw new Error('the functions did not answer');
});
// Functions that never answer stop `npm start` through their own exit, or leave the forms down; either way not a crash here.
functionsServing.catch(() => undefined);

// The content checker loads (about 3 CPU-s, at the lowest priority) once the site and the functions are up, so
// that a writer's first save is checked as quickly as the next ones.
stopChecks = watchContentChecks(root, {execPath: node, warmUpWhen: functionsServing});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
