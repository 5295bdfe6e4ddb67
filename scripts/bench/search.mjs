// npm run bench:search — bytes (as sent, compressed) a visitor downloads
// before the first search result appears: the page itself, then the search
// runtime, index chunks and the first result's fragment. For the real site and
// for a copy with 1,000 generated posts. Target (issue 6): under 300 KB gzip at
// 1,000 posts.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {BENCH_DIR, ROOT, copySite, generatePosts, kb, run, startServer, table} from './common.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const QUERY = process.env.BENCH_QUERY ?? 'dispensary';
const TARGET = 300 * 1024;
const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

async function measure(label, buildDir, port) {
  const server = await startServer({port, buildDir});
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS});
  try {
    const page = await browser.newPage();
    // Each request counts towards the phase it started in (sizes() resolves later, so a
    // request of the page load must not land in the search phase); every size is awaited.
    const bytes = {page: 0, search: 0};
    const pending = [];
    let phase = 'page';
    page.on('request', (request) => {
      const counted = phase;
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
    const pageBytes = bytes.page;
    phase = 'search';
    const found = await page.evaluate(async (query) => {
      const pagefind = await import('/pagefind/pagefind.js');
      await pagefind.init();
      const search = await pagefind.search(query);
      const first = search.results[0] ? await search.results[0].data() : null;
      return {count: search.results.length, first: first?.url ?? null};
    }, QUERY);
    await Promise.all(pending);
    const searchBytes = bytes.search;
    return {site: label, query: QUERY, results: found.count, 'first result': found.first, page: kb(pageBytes), search: kb(searchBytes), total: kb(pageBytes + searchBytes), searchRaw: searchBytes, totalRaw: pageBytes + searchBytes};
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
  copySite(ROOT, big);
  generatePosts(path.join(big, 'blog'), POSTS, {ours: true});
  // No persistent cache: node_modules is shared with the real site through a symlink.
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', bigBuild], {cwd: big, stdio: 'ignore', env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}});
  rows.push(await measure(`BudBot + ${POSTS} posts`, bigBuild, 4381));

  console.log(`\nBytes on the wire before the first search result (${new Date().toISOString()})`);
  table(rows, ['site', 'query', 'results', 'first result', 'page', 'search', 'total']);
  const at1000 = rows[1];
  console.log(`\nAt ${POSTS} posts, search download ${kb(at1000.searchRaw)} (page plus search ${kb(at1000.totalRaw)}); target < ${kb(TARGET)}: ${at1000.searchRaw < TARGET ? 'MET' : 'NOT MET'} for the search, ${at1000.totalRaw < TARGET ? 'MET' : 'NOT MET'} counting the page too`);
}

await main();
