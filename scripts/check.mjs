#!/usr/bin/env node
// npm run check — see scripts/lib/contentCheck/cli.ts for what it does.
// The check is TypeScript; run through tsx it spends about 0.4 s of CPU
// loading and transforming its modules on every run. So it runs from one
// bundled ES module of its own sources (packages stay in node_modules), built
// by esbuild on first use and again whenever one of those sources is newer.
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'scripts/lib/contentCheck/cli.ts';
// Beside the library, so its `new URL('../spellWorker.mjs', import.meta.url)` still finds the speller.
const BUNDLE = path.join(ROOT, 'scripts/lib/contentCheck/.bundle/cli.mjs');
const INPUTS = `${BUNDLE}.inputs.json`;

function fresh() {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return false;
  const built = statSync(BUNDLE).mtimeMs;
  return JSON.parse(readFileSync(INPUTS, 'utf8')).every((file) => (statSync(path.join(ROOT, file), {throwIfNoEntry: false})?.mtimeMs ?? Infinity) <= built);
}

if (!fresh()) {
  const {build} = await import('esbuild');
  mkdirSync(path.dirname(BUNDLE), {recursive: true});
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
}

const {runCheck} = await import(pathToFileURL(BUNDLE).href);
process.exitCode = await runCheck(process.argv.slice(2), ROOT);
