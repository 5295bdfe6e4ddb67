// npm run bench:search — bytes (as sent, compressed) a visitor downloads
// before the first search result appears, through the site's own search box:
// the page itself, then (from the click on Search until the first result is
// on screen) the search runtime, its WebAssembly, the index chunks of the
// query and the fragments of the results shown. For the real site and for a
// copy with 1,000 generated posts. Target: under 300 KB gzip at
// 1,000 posts.
//
// Docusaurus also prefetches, at idle priority, the chunks of pages whose
// links are on screen (<link rel=prefetch>). They are neither the page nor the
// search, and they arrive at unpredictable moments, so they are reported in a
// column of their own and counted in neither.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {BENCH_DIR, ROOT, copySite, generatePosts, kb, run, startServer, table} from './common.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const QUERY = process.env.BENCH_QUERY ?? 'dispensary';
const TARGET = 300 * 1024;
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Bytes before the first search result on the site built in `buildDir`, served on `port`.
 * @param {string} label
 * @param {string} buildDir
 * @param {number} port
 */
async function measure(label, buildDir, port) {
  const server = await startServer({port, buildDir});
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    // Each request counts towards the phase it started in (sizes() resolves later); every size is awaited.
    const bytes = {page: 0, search: 0, prefetch: 0, after: 0};
    /** @type {Promise<void>[]} */
    const pending = [];
    /** @type {keyof typeof bytes} */
    let phase = 'page';
    page.on('request', (request) => {
      /** @type {keyof typeof bytes} */
      const counted =
        request.resourceType() === 'other' && new URL(request.url()).pathname.startsWith('/assets/')
          ? 'prefetch'
          : phase;
      pending.push(
        request
          .response()
          .then((response) => response?.finished().then(() => request.sizes()))
          .then((sizes) => {
            if (sizes) bytes[counted] += sizes.responseBodySize + sizes.responseHeadersSize;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${server.url}/`, {waitUntil: 'networkidle'});
    await Promise.all(pending);

    phase = 'search';
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(QUERY);
    const first = dialog.getByRole('listitem').getByRole('link').first();
    await first.waitFor({timeout: 30_000});
    const shown = await dialog.getByRole('listitem').count();
    const firstUrl = await first.getAttribute('href');
    phase = 'after';
    await Promise.all(pending);
    return {
      'site': label,
      'query': QUERY,
      'results shown': shown,
      'first result': firstUrl,
      'page': kb(bytes.page),
      'search': kb(bytes.search),
      'total': kb(bytes.page + bytes.search),
      'prefetched (idle)': kb(bytes.prefetch),
      'searchRaw': bytes.search,
      'totalRaw': bytes.page + bytes.search,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const realBuild = path.join(ROOT, 'build');
  if (!existsSync(path.join(realBuild, 'pagefind', 'pagefind.js'))) run('npm', ['run', 'build']);
  const rows = [await measure('BudBot (as is)', realBuild, 4380)];

  const big = path.join(BENCH_DIR, 'site-search-1000');
  const bigBuild = path.join(big, 'build-bench');
  // BENCH_REUSE=1 measures the copy built by the previous run again instead of rebuilding it.
  if (!(process.env.BENCH_REUSE && existsSync(path.join(bigBuild, 'pagefind', 'pagefind.js')))) {
    copySite(ROOT, big);
    generatePosts(path.join(big, 'blog'), POSTS, {ours: true});
    // No persistent cache: node_modules is shared with the real site through a symlink.
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', bigBuild], {
      cwd: big,
      stdio: 'ignore',
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    });
  }
  rows.push(await measure(`BudBot + ${POSTS} posts`, bigBuild, 4381));

  console.log(`\nBytes on the wire before the first search result (${new Date().toISOString()})`);
  table(rows, ['site', 'query', 'results shown', 'first result', 'page', 'search', 'total', 'prefetched (idle)']);
  const at1000 = rows[1];
  console.log(
    `\nAt ${POSTS} posts, search download ${kb(at1000.searchRaw)} (page plus search ${kb(at1000.totalRaw)}); target < ${kb(TARGET)}: ${at1000.searchRaw < TARGET ? 'MET' : 'NOT MET'} for the search, ${at1000.totalRaw < TARGET ? 'MET' : 'NOT MET'} counting the page too`,
  );
}

await main();
