// npm run bench:lighthouse -- --slow-host --patches: what each patch of the framework
// buys. The site is built once with every patch on and once with each patch off
// (LEAN_CLIENT_OFF=<patch>, plugins/lean-client/patches.ts), each into tmp/bench/patches/<name>;
// every build is served by its own `functions/server.ts`. Lighthouse then measures the bench routes
// on the mobile profile in slow-host mode, performance only, interleaved (run by run, route by route,
// every build in turn) so that the machine's drift moves every build alike. Printed: the median TBT
// of each route with every patch on, and for each patch the median TBT with it off minus that, per
// route. A speed patch earns its keep where switching it off costs >= 25 ms median TBT on some route;
// a markup patch (valid HTML, ARIA, focus) stays for its HTML whatever it costs or saves.
// Environment: LH_RUNS (default 3), LH_PORT (the servers take LH_PORT + 20 onwards),
// LH_PATCHES (a comma-separated subset of patches), LH_REUSE_BUILDS=1 (keep builds already in tmp/bench/patches),
// LH_BUILD_ONLY=1 (build them and stop: the builds can run while the machine is busy, the audits cannot).
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {PATCHES, PATCH_NAMES} from '../../plugins/lean-client/patches';
import {BENCH_DIR, benchRoutes, run, startServer, table} from './common.mjs';
import {CHROME_FLAGS, audit, median, slowHostMultiplier} from './lighthouseAudit.mjs';

/** The TBT a speed patch must save on some route to stay. */
const KEEP_MS = 25;
const ALL_ON = 'all on';

/** @typedef {import('../../plugins/lean-client/patches').PatchName} PatchName */

/**
 * @param {string} name
 * @returns {name is PatchName}
 */
const isPatchName = (name) => /** @type {readonly string[]} */ (PATCH_NAMES).includes(name);

/**
 * Builds the site with patch `name` off (or every patch on: ALL_ON) into `outDir`; false when the build fails.
 * @param {string} name
 * @param {string} outDir
 * @returns {boolean}
 */
function buildVariant(name, outDir) {
  if (process.env.LH_REUSE_BUILDS === '1' && existsSync(path.join(outDir, 'index.html'))) return true;
  rmSync(outDir, {recursive: true, force: true});
  const started = Date.now();
  try {
    run('node_modules/.bin/docusaurus', ['build', '--out-dir', outDir], {
      env: {...process.env, LEAN_CLIENT_OFF: name === ALL_ON ? '' : name},
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // A patch the site cannot build without is a finding, not a reason to lose the other measurements.
    // execFileSync's error carries the child's piped stderr.
    const tail = String(/** @type {{stderr?: Buffer | string}} */ (error).stderr ?? '')
      .split('\n')
      .filter((line) => /Error|error/.test(line))
      .slice(0, 3)
      .join(' | ');
    console.error(`build with ${name} off FAILED: ${tail}`);
    rmSync(outDir, {recursive: true, force: true});
    return false;
  }
  console.error(`built ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/**
 * Builds and measures every variant (see the top of this file), prints the table, and returns the figures
 * (undefined with LH_BUILD_ONLY=1).
 * @param {{runs: number, port: number}} options
 */
export async function measurePatches({runs, port}) {
  const requested = process.env.LH_PATCHES ? process.env.LH_PATCHES.split(',') : [...PATCH_NAMES];
  const unknown = requested.filter((name) => !isPatchName(name));
  if (unknown.length) throw new Error(`LH_PATCHES names no patch: ${unknown.join(', ')}`);
  const patches = requested.filter(isPatchName);
  const candidates = [ALL_ON, ...patches];
  const dirs = Object.fromEntries(
    candidates.map((name) => [name, path.join(BENCH_DIR, 'patches', name.replace(/ /g, '-'))]),
  );
  mkdirSync(path.join(BENCH_DIR, 'patches'), {recursive: true});
  const failed = candidates.filter((name) => !buildVariant(name, dirs[name]));
  if (failed.includes(ALL_ON)) throw new Error('the site does not build with every patch on');
  // Every patch on first (it built, or the line above threw), then the patches whose builds did not fail.
  const measured = patches.filter((name) => !failed.includes(name));
  const variants = [ALL_ON, ...measured];
  if (process.env.LH_BUILD_ONLY === '1') return undefined;
  const loadBefore = os.loadavg()[0];
  // The eight routes of the slow-host targets; /ask is left out (its engine loads on the first question, not with the page).
  const routes = benchRoutes(dirs[ALL_ON]).filter((route) => route !== '/ask');
  /** @type {Record<string, Awaited<ReturnType<typeof startServer>>>} */
  const servers = {};
  for (const [i, name] of variants.entries())
    servers[name] = await startServer({port: port + 20 + i, buildDir: dirs[name]});
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  /**
   * tbt[variant][route]: one TBT per run.
   * @type {Record<string, Record<string, number[]>>}
   */
  const tbt = Object.fromEntries(
    variants.map((name) => [name, Object.fromEntries(routes.map((route) => [route, []]))]),
  );
  const indexes = [];
  let cpuSlowdownMultiplier;
  const started = Date.now();
  try {
    cpuSlowdownMultiplier = await slowHostMultiplier(`${servers[ALL_ON].url}/`, chrome);
    for (let r = 0; r < runs; r++) {
      for (const route of routes) {
        for (const name of variants) {
          const result = await audit(`${servers[name].url}${route}`, 'mobile', chrome, {
            cpuSlowdownMultiplier,
            only: ['performance'],
          });
          tbt[name][route].push(result.tbt);
          indexes.push(result.benchmarkIndex);
        }
        // Each variant's TBT on this route in this run, the one just pushed.
        console.error(
          `run ${r + 1}/${runs} ${route}: ${variants.map((name) => `${name} ${/** @type {number} */ (tbt[name][route].at(-1)).toFixed(0)}`).join(', ')}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    for (const server of Object.values(servers)) await server.stop();
  }
  const allOn = Object.fromEntries(routes.map((route) => [route, median(tbt[ALL_ON][route])]));
  const rows = [
    {
      'patch': 'all on (median TBT ms)',
      ...Object.fromEntries(routes.map((route) => [route, allOn[route].toFixed(0)])),
      'max cost': '',
      'verdict': '',
    },
  ];
  for (const name of failed)
    rows.push({
      'patch': `${name} off`,
      ...Object.fromEntries(routes.map((route) => [route, ''])),
      'max cost': '',
      'verdict': 'needed to build',
    });
  for (const name of measured) {
    const costs = routes.map((route) => median(tbt[name][route]) - allOn[route]);
    const worst = Math.max(...costs);
    rows.push({
      'patch': `${name} off`,
      ...Object.fromEntries(routes.map((route, i) => [route, `${costs[i] >= 0 ? '+' : ''}${costs[i].toFixed(0)}`])),
      'max cost': worst.toFixed(0),
      'verdict': worst >= KEEP_MS ? 'keep' : PATCHES[name].kind === 'markup' ? 'markup: stays' : 'remove',
    });
  }
  console.log(
    `\nPer-patch Lighthouse, mobile slow-host mode (CPU slowdown ${cpuSlowdownMultiplier}x), ${runs} runs each, interleaved; ${new Date().toISOString()}`,
  );
  console.log(
    `Each patch's row: its median TBT off minus the all-on median, per route (ms). Keep where some route costs >= ${KEEP_MS} ms.`,
  );
  console.log(
    `Machine: ${os.cpus().length} cores; load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end; Lighthouse CPU benchmark index median ${median(indexes).toFixed(0)}; ${((Date.now() - started) / 60000).toFixed(0)} min of audits`,
  );
  table(rows, ['patch', ...routes, 'max cost', 'verdict']);
  console.log('\nWhat each patch does:');
  for (const name of patches) console.log(`  ${name} (${PATCHES[name].kind}): ${PATCHES[name].summary}`);
  return {routes, allOn, tbt};
}
