// One ES module of a TypeScript entry and its own sources (packages stay in node_modules), built by
// esbuild when missing and again whenever one of those sources is newer than it. Run through tsx, a
// program spends CPU loading and transforming its modules on every start (the content check about
// 0.4 s, the lead functions about 0.7 s); from the bundle, Node loads one file. Used by `npm run
// check` (scripts/check.mjs) and by `npm start` for the lead functions (scripts/start.mjs).
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The sources a bundle was built from, relative to `root` (written beside it by freshBundle).
 * @param {string} outfile
 * @returns {string[]}
 */
export const bundleInputs = (outfile) => JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8'));

/**
 * Whether the bundle exists and is newer than every source it was built from.
 * @param {string} root
 * @param {string} outfile
 */
export function isFresh(root, outfile) {
  if (!existsSync(outfile) || !existsSync(`${outfile}.inputs.json`)) return false;
  const built = statSync(outfile).mtimeMs;
  return bundleInputs(outfile).every(
    (file) => (statSync(path.join(root, file), {throwIfNoEntry: false})?.mtimeMs ?? Infinity) <= built,
  );
}

/**
 * Builds `entry` (relative to `root`) into `outfile` unless it is fresh; resolves to `outfile`.
 * @param {{root: string, entry: string, outfile: string}} bundle
 */
export async function freshBundle({root, entry, outfile}) {
  if (isFresh(root, outfile)) return outfile;
  const {build} = await import('esbuild');
  mkdirSync(path.dirname(outfile), {recursive: true});
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(`${outfile}.inputs.json`, JSON.stringify(Object.keys(result.metafile.inputs)));
  return outfile;
}
