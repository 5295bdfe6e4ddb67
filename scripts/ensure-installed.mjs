/**
 * A fresh clone has no node_modules: `npm start` (like `npm test`, scripts/test.sh) installs first,
 * so the README's two commands are all a newcomer needs. The marker is the package the start
 * script runs, the same one scripts/test.sh looks for.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

export const INSTALL_MARKER = path.join('node_modules', '@docusaurus', 'core', 'package.json');

/**
 * Runs `npm install` in `root` when its dependencies are missing; returns whether it did.
 * @param {string} root
 * @param {(command: string, args: string[], options: {cwd: string; stdio: 'inherit'}) => {status: number | null}} [run]
 */
export function ensureInstalled(root, run = (command, args, options) => spawnSync(command, args, options)) {
  if (existsSync(path.join(root, INSTALL_MARKER))) return false;
  console.log('[start] Installing dependencies first (npm install)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = run(npm, ['install', '--no-audit', '--no-fund'], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0)
    throw new Error(`npm install failed (exit code ${result.status}); run it yourself to see why.`);
  return true;
}
