#!/usr/bin/env node
// node scripts/run-bundled.mjs <entry.ts> [args…]: runs a TypeScript program from one bundled module
// (scripts/lib/freshBundle.mjs: built by esbuild when missing or older than its sources, in a
// `.bundle/` folder beside the entry), not through tsx, which spends CPU transforming every module
// on every start. `npm start` runs the lead functions this way: their start competes with the dev
// server's first compilations on a 2-core machine (docs-engineering/devloop.md). The program sees
// its own arguments in process.argv as it would under tsx.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {freshBundle} from './lib/freshBundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2];
if (!entry?.endsWith('.ts')) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [args…]');
  process.exit(2);
}
const outfile = path.join(ROOT, path.dirname(entry), '.bundle', `${path.basename(entry, '.ts')}.mjs`);
await import(pathToFileURL(await freshBundle({root: ROOT, entry, outfile})).href);
