// npm run bench:payload — JS and CSS that each benchmark route loads before
// interaction (scripts, preloaded chunks, stylesheets in the built HTML), raw
// and gzip, per chunk; and the home page's JS against the stock Docusaurus
// classic template (target: at most stock + 40 KB gzip).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, benchRoutes, ensureStockTemplate, gzipSize, htmlFileFor, kb, run, table} from './common.mjs';

const TARGET_EXTRA_GZIP = 40 * 1024;

export function assetsOf(html) {
  const assets = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="?([^"\s>]+)/.exec(tag)?.[1];
    if (!src || !src.startsWith('/') || src.startsWith('//')) continue;
    const isScript = tag.startsWith('<script') || /\bas="?script/.test(tag) || /rel="?modulepreload/.test(tag);
    const isStyle = /rel="?stylesheet/.test(tag) || /\bas="?style/.test(tag);
    if ((isScript && src.endsWith('.js')) || (isStyle && src.endsWith('.css'))) assets.add(src);
  }
  return [...assets];
}

export function measureRoute(buildDir, route) {
  const html = readFileSync(htmlFileFor(buildDir, route), 'utf8');
  const chunks = assetsOf(html).map((src) => {
    const buf = readFileSync(path.join(buildDir, src));
    return {src, kind: src.endsWith('.css') ? 'css' : 'js', raw: buf.length, gzip: gzipSize(buf)};
  });
  const sum = (kind, key) => chunks.filter((c) => c.kind === kind).reduce((n, c) => n + c[key], 0);
  return {route, chunks, jsRaw: sum('js', 'raw'), jsGzip: sum('js', 'gzip'), cssRaw: sum('css', 'raw'), cssGzip: sum('css', 'gzip')};
}

async function main() {
  const buildDir = path.join(ROOT, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) run('npm', ['run', 'build']);
  const results = benchRoutes(buildDir).map((route) => measureRoute(buildDir, route));

  for (const r of results) {
    console.log(`\n${r.route}`);
    table(
      r.chunks.map((c) => ({chunk: c.src, raw: kb(c.raw), gzip: kb(c.gzip)})),
      ['chunk', 'raw', 'gzip'],
    );
  }

  console.log('\nPer route (loaded before interaction)');
  table(
    results.map((r) => ({route: r.route, 'JS raw': kb(r.jsRaw), 'JS gzip': kb(r.jsGzip), 'CSS raw': kb(r.cssRaw), 'CSS gzip': kb(r.cssGzip)})),
    ['route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'],
  );

  let stock;
  try {
    const stockDir = ensureStockTemplate();
    if (!existsSync(path.join(stockDir, 'build', 'index.html'))) run('npm', ['run', 'build'], {cwd: stockDir});
    stock = measureRoute(path.join(stockDir, 'build'), '/');
  } catch (error) {
    console.log(`\nStock template unavailable (${error.message}); no yardstick this run.`);
  }
  if (stock) {
    const home = results[0];
    const extra = home.jsGzip - stock.jsGzip;
    console.log(`\nHome JS gzip: ${kb(home.jsGzip)}; stock classic template home: ${kb(stock.jsGzip)}; difference ${kb(extra)} (target <= ${kb(TARGET_EXTRA_GZIP)}): ${extra <= TARGET_EXTRA_GZIP ? 'MET' : 'NOT MET'}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
