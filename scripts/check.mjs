#!/usr/bin/env node
// npm run check — see scripts/lib/contentCheck/cli.ts for what it does.
// The check is TypeScript; run through tsx it spends about 0.4 s of CPU
// loading and transforming its modules on every run. So it runs from one
// bundled ES module of its own sources (packages stay in node_modules), built
// by esbuild on first use and again whenever one of those sources is newer.
//
// `check.mjs --serve` (npm start's check on save, scripts/lib/devCheck.mjs) stays up and checks
// one file per IPC message {id, file}, answering {id, code, output}: the modules, cspell's
// dictionaries and its thread are loaded once, so a save costs a fraction of a run's 3 CPU-s and
// competes less with the dev server's next compilation. When its sources or the spelling
// dictionary change it answers {id, stale: true} and exits, and the caller starts a fresh one.
import {statSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {bundleInputs, freshBundle} from './lib/freshBundle.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
// Beside the library, so its `new URL('../spellWorker.mjs', import.meta.url)` still finds the speller.
const BUNDLE = await freshBundle({
  root: ROOT,
  entry: 'scripts/lib/contentCheck/cli.ts',
  outfile: path.join(ROOT, 'scripts/lib/contentCheck/.bundle/cli.mjs'),
});

const {runCheck, warmUpSpelling} = await import(pathToFileURL(BUNDLE).href);

/** What a served check depends on beyond its bundle: the spelling configuration and dictionary. */
const SPELLING_INPUTS = ['cspell.config.yaml', 'cspell/project-words.txt'];

function serve() {
  const send = process.send?.bind(process);
  if (!send)
    throw new Error('check.mjs --serve answers its parent over IPC: start it with fork() (scripts/lib/devCheck.mjs)');
  const started = Date.now();
  // Started ahead of the first save (npm start warms it once the functions serve), it loads the dictionaries now.
  warmUpSpelling(ROOT);
  const inputs = [...bundleInputs(BUNDLE), ...SPELLING_INPUTS];
  const stale = () =>
    inputs.some((file) => (statSync(path.join(ROOT, file), {throwIfNoEntry: false})?.mtimeMs ?? 0) > started);
  let queue = Promise.resolve();
  process.on('message', (/** @type {{id: number, file: string}} */ {id, file}) => {
    queue = queue.then(async () => {
      if (stale()) {
        send({id, stale: true}, () => process.exit(0));
        return;
      }
      /** @type {string[]} */
      const lines = [];
      /** @type {number} */
      let code;
      try {
        code = await runCheck([file], ROOT, {
          print: (/** @type {string} */ line) => lines.push(line),
          startedAt: performance.now(),
        });
      } catch (error) {
        code = 2;
        lines.push(String((error instanceof Error && error.stack) || error));
      }
      send({id, code, output: lines.length > 0 ? `${lines.join('\n')}\n` : ''});
    });
  });
  // The parent (npm start) gone, the server goes too.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === '--serve') serve();
else process.exitCode = await runCheck(process.argv.slice(2), ROOT);
