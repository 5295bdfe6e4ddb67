// npm run bench:devloop — the writer's edit-to-page loop under `npm start`, for
// our site and for the stock classic template (same Docusaurus, yardstick), in
// the same run and interleaved, so the machine's noise moves both:
//   start: from spawning the dev server to a blog post's text shown in Chromium;
//   edit:  from saving a change to that post's MDX to the new text shown (hot
//          reload), median of several edits.
// Both pages show the same article (our first blog post's body is copied into
// the stock template's post), so the ratios measure the sites, not the texts.
// Each site is a copy under tmp/bench (node_modules linked, so the bundler's
// caches are shared with the real site); the first start of each is thrown
// away to warm them. Targets: both within 1.2x the stock template's.
// Environment: DEVLOOP_ROUNDS (measured starts a site, default 3),
// DEVLOOP_EDITS (edits a start, default 4), DEVLOOP_PORT (default 4601; the
// functions take +1 and the stock template +10), DEVLOOP_BEFORE (a git ref:
// the site at that commit is measured as well, +20), DEVLOOP_SITES (ours,
// before or stock: that site alone, for profiling).
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {chromium} from '@playwright/test';
import {BENCH_DIR, ROOT, copySite, ensureStockTemplate, table} from './common.mjs';

const ROUNDS = Number(process.env.DEVLOOP_ROUNDS ?? 3);
const EDITS = Number(process.env.DEVLOOP_EDITS ?? 4);
const PORT = Number(process.env.DEVLOOP_PORT ?? 4601);
/** Pause after an edit is shown, so the dev server's follow-up work (content reload) is over before the next. */
const SETTLE_MS = 2500;
const TIMEOUT_MS = 180_000;
const TARGET = 1.2;

/**
 * A site the bench starts: its copy, the post it edits and the page that shows it, and how its dev server starts.
 * @typedef {{key: string, name: string, dir: string, post: string, route: string, port: number, command: string[], env: Record<string, string>}} Site
 * @typedef {{listening?: number, compiled?: number, committed?: number}} StartPhases ms from spawning the dev server
 * @typedef {{toCompileStart: number, toCompileDone: number, compilations: number, reloaded: boolean}} EditPhases
 */

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (/** @type {number | undefined} */ ms) => ((ms ?? NaN) / 1000).toFixed(2);

/** The marker paragraph the bench appends to the post and rewrites for each edit. */
const MARKER_LINE = /^Devloop marker [\w-]+\.$/m;
const markerText = (/** @type {string} */ tag) => `Devloop marker ${tag}.`;

/**
 * Writes the marker paragraph with `tag` into the post; returns its text.
 * @param {string} file
 * @param {string} tag
 */
function writeMarker(file, tag) {
  const source = readFileSync(file, 'utf8');
  const line = markerText(tag);
  writeFileSync(
    file,
    MARKER_LINE.test(source) ? source.replace(MARKER_LINE, line) : `${source.trimEnd()}\n\n${line}\n`,
  );
  return line;
}

/**
 * A copy of the stock template without its outputs, node_modules linked.
 * @param {string} to
 */
function copyStock(to) {
  const from = ensureStockTemplate();
  rmSync(to, {recursive: true, force: true});
  mkdirSync(to, {recursive: true});
  for (const name of readdirSync(from)) {
    if (['node_modules', 'build', '.docusaurus'].includes(name) || name.startsWith('build-bench')) continue;
    cpSync(path.join(from, name), path.join(to, name), {recursive: true});
  }
  symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'));
  return to;
}

function sites() {
  const ours = copySite(ROOT, path.join(BENCH_DIR, 'devloop-ours'));
  const stock = copyStock(path.join(BENCH_DIR, 'devloop-stock'));
  const oursPost = readdirSync(path.join(ours, 'blog'))
    .filter((f) => f.endsWith('.mdx'))
    .sort()[0];
  const oursSource = readFileSync(path.join(ours, 'blog', oursPost), 'utf8');
  const oursSlug = /^slug:\s*(\S+)/m.exec(oursSource)?.[1];
  if (!oursSlug) throw new Error(`no slug in the front matter of blog/${oursPost}`);
  // The same article in both: the stock post keeps its front matter and gets our post's body, so
  // the ratio compares the sites' overhead and not the two articles' lengths.
  const stockPost = path.join(stock, 'blog', '2021-08-01-mdx-blog-post.mdx');
  const frontMatter = (/** @type {string} */ source) => /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
  writeFileSync(
    stockPost,
    frontMatter(readFileSync(stockPost, 'utf8')) + oursSource.slice(frontMatter(oursSource).length),
  );
  /** @type {Site[]} */
  const list = [
    {
      key: 'ours',
      name: 'BudBot (npm start)',
      dir: ours,
      post: path.join(ours, 'blog', oursPost),
      route: `/blog/${oursSlug}`,
      port: PORT,
      // What `npm start` runs: the functions and the dev server.
      command: [process.execPath, 'scripts/start.mjs', '--no-open'],
      env: {PORT: String(PORT), FUNCTIONS_PORT: String(PORT + 1), DATA_DIR: path.join(ours, '.data')},
    },
    {
      key: 'stock',
      name: 'stock template',
      dir: stock,
      post: stockPost,
      route: '/blog/mdx-blog-post',
      port: PORT + 10,
      command: [
        process.execPath,
        'node_modules/@docusaurus/core/bin/docusaurus.mjs',
        'start',
        '--port',
        String(PORT + 10),
        '--no-open',
      ],
      env: {},
    },
  ];
  // DEVLOOP_BEFORE=<git ref>: the site as it was at that commit too, in the same run (before/after figures).
  const before = process.env.DEVLOOP_BEFORE;
  if (before) {
    const dir = path.join(BENCH_DIR, 'devloop-before');
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    execFileSync('bash', ['-c', `git archive ${JSON.stringify(before)} | tar -x -C ${JSON.stringify(dir)}`], {
      cwd: ROOT,
    });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const port = PORT + 20;
    list.splice(1, 0, {
      ...list[0],
      key: 'before',
      name: `BudBot at ${before}`,
      dir,
      post: path.join(dir, 'blog', oursPost),
      port,
      env: {PORT: String(port), FUNCTIONS_PORT: String(port + 1), DATA_DIR: path.join(dir, '.data')},
    });
  }
  return list;
}

/**
 * Resolves when `text` is in the page's DOM; survives the reloads and navigations of a hot update.
 * @param {import('@playwright/test').Page} page
 * @param {string} text
 * @param {number} deadline
 */
async function waitForText(page, text, deadline) {
  while (performance.now() < deadline) {
    try {
      // Bounded: a page busy applying an update may not answer at once.
      const shown = page.evaluate((t) => document.body?.textContent?.includes(t) ?? false, text);
      if (await Promise.race([shown, sleep(5000).then(() => false)])) return;
    } catch {
      // The page is navigating (a full reload): ask again.
    }
    await sleep(25);
  }
  throw new Error(`"${text}" not shown within ${TIMEOUT_MS / 1000} s`);
}

/**
 * Stops a dev server started `detached` (a process group of its own), with its children.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopServer(child) {
  const {pid} = child;
  if (child.exitCode !== null || pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-pid, 'SIGKILL'), 15_000);
    child.once('exit', () => (clearTimeout(force), resolve()));
    // The whole group: npm start's two children as well.
    process.kill(-pid, 'SIGTERM');
  });
}

/**
 * One start of a site's dev server and `edits` edits of its post; returns the times in ms.
 * @param {import('@playwright/test').Browser} browser
 * @param {Site} site
 * @param {number} edits
 */
async function session(browser, site, edits) {
  const marker = writeMarker(site.post, `start-${Date.now()}`);
  const url = `http://127.0.0.1:${site.port}${site.route}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  // The dev server's messages to the page (webpack-dev-server's socket): when a compilation starts
  // ("invalid") and ends ("ok", "errors", "warnings", "still-ok"), to split an edit's time.
  /** @type {{type: string, at: number}[]} */
  const socketEvents = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', ({response}) => {
    const type = /"type":"([\w-]+)"/.exec(response.payloadData)?.[1];
    if (type && ['invalid', 'ok', 'still-ok', 'errors', 'warnings'].includes(type))
      socketEvents.push({type, at: performance.now()});
  });
  // DEVLOOP_TRACE=1: the page's requests during each edit, to see where the time after the compilation goes.
  /** @type {{requestId: string, url: string, sent: number, done?: number}[]} */
  const requests = [];
  if (process.env.DEVLOOP_TRACE) {
    cdp.on('Network.requestWillBeSent', ({requestId, request}) =>
      requests.push({requestId, url: request.url, sent: performance.now()}),
    );
    cdp.on('Network.loadingFinished', ({requestId}) => {
      const request = requests.find((r) => r.requestId === requestId);
      if (request) request.done = performance.now();
    });
  }
  let loads = 0;
  page.on('load', () => loads++);
  /** @type {string[]} */
  const log = [];
  const t0 = performance.now();
  const child = spawn(site.command[0], site.command.slice(1), {
    cwd: site.dir,
    env: {...process.env, ...site.env, BROWSER: 'none', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // A start, split: when the dev server says it listens and when its first compilation is done.
  /** @type {StartPhases} */
  const startPhases = {};
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      log.push(text);
      // Rspack's summary line carries colour codes even without a terminal.
      const plain = stripVTControlCharacters(text);
      if (startPhases.listening === undefined && /website is running at/.test(plain))
        startPhases.listening = performance.now() - t0;
      if (startPhases.compiled === undefined && /compiled (successfully|with)/.test(plain))
        startPhases.compiled = performance.now() - t0;
    });
  }
  const deadline = t0 + TIMEOUT_MS;
  try {
    // The server is not listening at first; the dev middleware then holds the request until the first compilation.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`dev server exited (${child.exitCode})`);
      try {
        await page.goto(url, {waitUntil: 'commit', timeout: TIMEOUT_MS});
        startPhases.committed = performance.now() - t0;
        break;
      } catch (error) {
        if (performance.now() > deadline) throw error;
        await sleep(100);
      }
    }
    await waitForText(page, marker, deadline);
    const start = performance.now() - t0;
    /** @type {number[]} */
    const editTimes = [];
    /** @type {EditPhases[]} */
    const phases = [];
    for (let i = 0; i < edits; i++) {
      await sleep(SETTLE_MS);
      socketEvents.length = 0;
      requests.length = 0;
      const loadsBefore = loads;
      const saved = performance.now();
      const text = writeMarker(site.post, `edit-${i}-${Date.now()}`);
      await waitForText(page, text, performance.now() + TIMEOUT_MS);
      const shown = performance.now();
      editTimes.push(shown - saved);
      if (process.env.DEVLOOP_TRACE) {
        const at = (/** @type {number | undefined} */ t) => (t === undefined ? '-' : `${Math.round(t - saved)}`);
        console.error(
          `  ${site.key} edit ${i}: shown ${at(shown)} ms; socket ${socketEvents.map((e) => `${e.type}@${at(e.at)}`).join(' ')}`,
        );
        for (const r of requests)
          console.error(`    ${at(r.sent)} -> ${at(r.done)}  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
      }
      const before = socketEvents.filter((event) => event.at <= shown);
      const firstStart = before.find((event) => event.type === 'invalid');
      const lastDone = before.filter((event) => event.type !== 'invalid').at(-1);
      phases.push({
        toCompileStart: firstStart ? firstStart.at - saved : NaN,
        toCompileDone: lastDone ? lastDone.at - saved : NaN,
        compilations: before.filter((event) => event.type !== 'invalid').length,
        reloaded: loads > loadsBefore,
      });
    }
    return {start, startPhases, edits: editTimes, phases};
  } catch (error) {
    console.error(log.join('').slice(-3000));
    throw error;
  } finally {
    await context.close();
    await stopServer(child);
  }
}

async function main() {
  mkdirSync(BENCH_DIR, {recursive: true});
  console.error(`Machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
  // DEVLOOP_SITES=ours (or stock) measures one site alone, for profiling; the ratios need both.
  const only = process.env.DEVLOOP_SITES;
  const list = sites().filter((site) => !only || site.key === only);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  /** @typedef {{starts: number[], startPhases: StartPhases[], edits: number[], phases: EditPhases[]}} SiteResults */
  /** @type {Map<Site | undefined, SiteResults>} */
  const results = new Map(list.map((site) => [site, {starts: [], startPhases: [], edits: [], phases: []}]));
  /** @param {Site | undefined} site */
  const resultsOf = (site) => results.get(site) ?? {starts: [], startPhases: [], edits: [], phases: []};
  try {
    // Round 0 warms the caches (bundler, Babel/SWC, the stock template's and ours alike) and is not counted.
    for (let round = 0; round <= ROUNDS; round++) {
      // Alternate which site goes first, so neither always follows the other's shutdown.
      const order = round % 2 ? [...list].reverse() : list;
      for (const site of order) {
        const result = await session(browser, site, round === 0 ? 1 : EDITS);
        const label = round === 0 ? 'warm-up' : `round ${round}`;
        const phases = result.phases.map(
          (p) =>
            `${seconds(p.toCompileStart)}/${seconds(p.toCompileDone)}${p.reloaded ? ' reload' : ''} x${p.compilations}`,
        );
        const {listening, compiled, committed} = result.startPhases;
        console.error(
          `${label} ${site.name}: start ${seconds(result.start)} s (listening ${seconds(listening)}, compiled ${seconds(compiled)}, page committed ${seconds(committed)}), edits ${result.edits.map(seconds).join(', ')} s (compile start/done ${phases.join(', ')})`,
        );
        if (round === 0) continue;
        const siteResults = resultsOf(site);
        siteResults.starts.push(result.start);
        siteResults.startPhases.push(result.startPhases);
        siteResults.edits.push(...result.edits);
        siteResults.phases.push(...result.phases);
      }
    }
  } finally {
    await browser.close();
  }

  const rows = list.map((site) => {
    const r = resultsOf(site);
    return {
      'site': site.name,
      'page': site.route,
      'start s (median)': seconds(median(r.starts)),
      'starts s': r.starts.map(seconds).join(' '),
      'edit s (median)': seconds(median(r.edits)),
      'edits s': r.edits.map(seconds).join(' '),
      'compile starts s': seconds(median(r.phases.map((p) => p.toCompileStart))),
      'compile done s': seconds(median(r.phases.map((p) => p.toCompileDone))),
      'full reloads': `${r.phases.filter((p) => p.reloaded).length}/${r.phases.length}`,
      'listening s': seconds(median(r.startPhases.map((p) => p.listening ?? NaN))),
      'compiled s': seconds(median(r.startPhases.map((p) => p.compiled ?? NaN))),
      'page committed s': seconds(median(r.startPhases.map((p) => p.committed ?? NaN))),
    };
  });
  console.log(
    `\nEdit-to-page loop under npm start, warm caches, ${ROUNDS} starts and ${ROUNDS * EDITS} edits a site, interleaved; ${new Date().toISOString()}, load ${os.loadavg()[0].toFixed(2)}`,
  );
  table(rows, ['site', 'page', 'start s (median)', 'edit s (median)', 'starts s', 'edits s']);
  console.log(
    '\nA start, split (medians from spawning): the dev server listens, has compiled the client, the page request is answered, the text shows',
  );
  table(rows, ['site', 'listening s', 'compiled s', 'page committed s', 'start s (median)']);
  console.log(
    '\nAn edit, split (medians from saving): the dev server starts compiling, has compiled (the last compilation before the text showed), and whether the page reloaded whole',
  );
  table(rows, ['site', 'edit s (median)', 'compile starts s', 'compile done s', 'full reloads']);
  const ours = results.get(list.find((site) => site.key === 'ours'));
  const stock = results.get(list.find((site) => site.key === 'stock'));
  if (!ours || !stock) return;
  const earlier = list.find((site) => site.key === 'before');
  if (earlier) {
    const r = resultsOf(earlier);
    console.log(
      `${earlier.name} vs stock template: start ${(median(r.starts) / median(stock.starts)).toFixed(2)}x, edit ${(median(r.edits) / median(stock.edits)).toFixed(2)}x`,
    );
  }
  const startRatio = median(ours.starts) / median(stock.starts);
  const editRatio = median(ours.edits) / median(stock.edits);
  console.log(
    `start vs stock template: ${startRatio.toFixed(2)}x (target <= ${TARGET}x): ${startRatio <= TARGET ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `edit vs stock template:  ${editRatio.toFixed(2)}x (target <= ${TARGET}x): ${editRatio <= TARGET ? 'MET' : 'NOT MET'}`,
  );
}

await main();
