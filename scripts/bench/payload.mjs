// npm run bench:payload — JS and CSS that each benchmark route loads before
// interaction, raw and gzip, per chunk; and the home page's JS against the
// stock Docusaurus classic template (target: at most stock + 40 KB gzip).
//
// "Before interaction" is measured in Chromium: every same-origin .js and .css
// file the page fetches from navigation until the network is idle (500 ms
// without a request), without scrolling or input. The built HTML alone is not
// enough: it names only the runtime and main bundles, and Docusaurus fetches
// the route's own chunks from the runtime before it hydrates. Chunks loaded
// later (the demo popup after 60 s, the search index on opening search) are
// not counted, which is the point of loading them lazily. Docusaurus also
// prefetches (<link rel=prefetch>, idle priority) the chunks of pages whose
// links scroll into view; those are listed apart and are not part of the
// route's own payload.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {
  DOC_BENCH_ROUTE,
  ROOT,
  STOCK_DOC_ROUTE,
  benchRoutes,
  spanishBenchRoutes,
  ensureStockTemplate,
  gzipSize,
  kb,
  run,
  startServer,
  table,
} from './common.mjs';

const TARGET_EXTRA_GZIP = 40 * 1024;
/** The Help Center's target: a doc page's JS within 10 KB gzip of the stock template's doc page. */
const TARGET_DOC_EXTRA_GZIP = 10 * 1024;
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * @typedef {{src: string, needed: boolean, kind: 'css' | 'js', raw: number, gzip: number}} Chunk
 */

/**
 * Same-origin JS and CSS files a route fetches before the network goes idle, with their sizes on disk.
 * @param {string} buildDir
 * @param {string[]} routes
 * @param {number} port
 */
export async function measureRoutes(buildDir, routes, port) {
  const server = await startServer({port, buildDir});
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS});
  try {
    const results = [];
    for (const route of routes) {
      const page = await browser.newPage({viewport: {width: 1280, height: 800}});
      /** @type {Map<string, boolean>} */
      const fetched = new Map();
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.origin !== server.url || !/\.(js|css)$/.test(url.pathname)) return;
        // Scripts and stylesheets the page runs; anything else here is a rel=prefetch for another page.
        const needed = ['script', 'stylesheet'].includes(request.resourceType());
        if (needed || !fetched.has(url.pathname)) fetched.set(url.pathname, needed);
      });
      await page.goto(`${server.url}${route}`, {waitUntil: 'networkidle'});
      await page.close();
      /** @type {Chunk[]} */
      const all = [...fetched]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([src, needed]) => {
          const buf = readFileSync(path.join(buildDir, src));
          return {src, needed, kind: src.endsWith('.css') ? 'css' : 'js', raw: buf.length, gzip: gzipSize(buf)};
        });
      const chunks = all.filter((c) => c.needed);
      const prefetched = all.filter((c) => !c.needed);
      /**
       * @param {Chunk[]} list
       * @param {Chunk['kind']} kind
       * @param {'raw' | 'gzip'} key
       */
      const sum = (list, kind, key) => list.filter((c) => c.kind === kind).reduce((n, c) => n + c[key], 0);
      results.push({
        route,
        chunks,
        prefetched,
        jsRaw: sum(chunks, 'js', 'raw'),
        jsGzip: sum(chunks, 'js', 'gzip'),
        cssRaw: sum(chunks, 'css', 'raw'),
        cssGzip: sum(chunks, 'css', 'gzip'),
        prefetchGzip: sum(prefetched, 'js', 'gzip'),
      });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const buildDir = path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) run('npm', ['run', 'build']);
  const spanish = spanishBenchRoutes(buildDir);
  const results = await measureRoutes(
    buildDir,
    [...new Set([...benchRoutes(buildDir), ...spanish.flatMap(({route, english}) => [english, route])])],
    4390,
  );

  for (const r of results) {
    console.log(`\n${r.route}`);
    table(
      r.chunks.map((c) => ({chunk: c.src, raw: kb(c.raw), gzip: kb(c.gzip)})),
      ['chunk', 'raw', 'gzip'],
    );
  }

  console.log(`\nPer route (fetched before interaction), ${new Date().toISOString()}`);
  table(
    results.map((r) => ({
      'route': r.route,
      'files': r.chunks.length,
      'JS raw': kb(r.jsRaw),
      'JS gzip': kb(r.jsGzip),
      'CSS raw': kb(r.cssRaw),
      'CSS gzip': kb(r.cssGzip),
      'prefetched JS gzip (idle, other pages)': `${kb(r.prefetchGzip)} in ${r.prefetched.length}`,
    })),
    ['route', 'files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'prefetched JS gzip (idle, other pages)'],
  );

  // A Spanish page's JavaScript before interaction against its English page's (target: within 5%).
  if (spanish.length > 0) {
    const of = (/** @type {string} */ route) => results.find((r) => r.route === route);
    console.log('\nSpanish pages against their English pages (JS gzip before interaction; target within 5%)');
    table(
      spanish.map(({route, english}) => {
        const es = of(route);
        const en = of(english);
        const ratio = es && en ? es.jsGzip / en.jsGzip : NaN;
        return {
          'Spanish': route,
          'English': english,
          'es JS gzip': es ? kb(es.jsGzip) : '?',
          'en JS gzip': en ? kb(en.jsGzip) : '?',
          'es / en': `${ratio.toFixed(3)} ${Math.abs(ratio - 1) <= 0.05 ? 'MET' : 'NOT MET'}`,
        };
      }),
      ['Spanish', 'English', 'es JS gzip', 'en JS gzip', 'es / en'],
    );
  }

  let stock;
  let stockDoc;
  try {
    const stockDir = ensureStockTemplate();
    if (!existsSync(path.join(stockDir, 'build', 'index.html'))) run('npm', ['run', 'build'], {cwd: stockDir});
    [stock, stockDoc] = await measureRoutes(path.join(stockDir, 'build'), ['/', STOCK_DOC_ROUTE], 4391);
  } catch (error) {
    console.log(
      `\nStock template unavailable (${error instanceof Error ? error.message : error}); no yardstick this run.`,
    );
  }
  if (stock) {
    const home = results[0];
    const extra = home.jsGzip - stock.jsGzip;
    console.log(
      `\nStock classic template home: JS ${kb(stock.jsRaw)} raw, ${kb(stock.jsGzip)} gzip in ${stock.chunks.filter((c) => c.kind === 'js').length} files; CSS ${kb(stock.cssGzip)} gzip; prefetched ${kb(stock.prefetchGzip)}`,
    );
    console.log(
      `Home JS gzip: ${kb(home.jsGzip)}; stock: ${kb(stock.jsGzip)}; difference ${kb(extra)} (target <= ${kb(TARGET_EXTRA_GZIP)}): ${extra <= TARGET_EXTRA_GZIP ? 'MET' : 'NOT MET'}`,
    );
  }
  const doc = results.find((r) => r.route === DOC_BENCH_ROUTE);
  if (stockDoc && doc) {
    const extra = doc.jsGzip - stockDoc.jsGzip;
    console.log(
      `Doc page ${DOC_BENCH_ROUTE} JS gzip: ${kb(doc.jsGzip)}; stock ${STOCK_DOC_ROUTE}: ${kb(stockDoc.jsGzip)}; difference ${kb(extra)} (target <= ${kb(TARGET_DOC_EXTRA_GZIP)}): ${extra <= TARGET_DOC_EXTRA_GZIP ? 'MET' : 'NOT MET'}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
