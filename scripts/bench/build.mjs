// npm run bench:build — cold build time and peak memory of the site as it is,
// and of a temporary copy with 1,000 generated blog posts; growth per 100
// posts; and the stock classic template with the same 1,000 posts as the
// yardstick. Targets: real site cold <= 30 s on the 2-core
// reference machine; 1,000-post build <= 1.2x the stock template's.
// Social cards: each of our sites is built cold (card cache emptied) and then
// warm (card cache kept; still no Docusaurus cache), and the plugin's
// "[social-cards] … drawn … reused" line of each build is printed.
// Languages: the real site is built whole (English and Spanish) and English only (`--locale en`), in the
// same run; target: both <= 1.5x English only. The 1,000-post builds are English only, like the yardstick's.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BENCH_DIR, ROOT, copySite, ensureStockTemplate, generatePosts, table} from './common.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);

/** The social-cards cache the plugin uses (node_modules is a link to ours, so one folder for every copy). */
const CARD_CACHE = path.join(ROOT, 'node_modules/.cache/social-cards');

/**
 * Build under GNU time: no persistent cache, fresh generated files; `cards: 'cold'` empties the card cache first.
 * @param {string} siteDir
 * @param {{cards?: 'cold' | 'warm', locale?: string}} [options] `locale`: build that language only.
 */
function measure(siteDir, {cards = 'cold', locale} = {}) {
  rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  if (cards === 'cold') rmSync(CARD_CACHE, {recursive: true, force: true});
  const outDir = path.join(siteDir, 'build-bench');
  rmSync(outDir, {recursive: true, force: true});
  const start = process.hrtime.bigint();
  const result = execFileSync(
    'bash',
    [
      '-c',
      `/usr/bin/time -v npx docusaurus build --out-dir "${outDir}"${locale ? ` --locale ${locale}` : ''} >"${outDir}.log" 2>&1; echo $?; grep -E "Maximum resident|\\[social-cards\\]|\\[pagefind-search\\] indexed|\\[llms-txt\\] wrote" "${outDir}.log"`,
    ],
    {
      cwd: siteDir,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
      encoding: 'utf8',
    },
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const [code] = result.trim().split('\n');
  if (code !== '0') throw new Error(`build failed in ${siteDir}; see ${outDir}.log`);
  const kbytes = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result)?.[1] ?? 0);
  const cardLine = /\[social-cards\] (.*)/.exec(result)?.[1];
  // postBuild's other two jobs, which run beside the cards' drawing: their own times from their log lines.
  const pagefind = /\[pagefind-search\] indexed (\d+) pages .* in ([\d.]+) s/.exec(result);
  const twins = /\[llms-txt\] wrote .* and (\d+) Markdown twins in ([\d.]+) s/.exec(result);
  const postBuild = [
    pagefind && `Pagefind ${pagefind[1]} pages ${pagefind[2]} s`,
    twins && `llms-txt ${twins[1]} twins ${twins[2]} s`,
  ]
    .filter(Boolean)
    .join(', ');
  return {seconds, peakMb: kbytes / 1024, cardLine, postBuild};
}

async function main() {
  mkdirSync(BENCH_DIR, {recursive: true});
  console.error(`Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
  const rows = [];

  const real = copySite(ROOT, path.join(BENCH_DIR, 'site-real'));
  const realResult = measure(real);
  rows.push({
    site: 'BudBot (as is)',
    posts: readdirSync(path.join(ROOT, 'blog')).filter((f) => f.endsWith('.mdx')).length,
    ...realResult,
  });
  const cardRows = [{site: 'BudBot (as is)', cold: realResult, warm: measure(real, {cards: 'warm'})}];
  const englishOnly = measure(real, {locale: 'en'});
  rows.push({site: 'BudBot (as is), English only', posts: rows[0].posts, ...englishOnly});

  const big = copySite(ROOT, path.join(BENCH_DIR, 'site-1000'));
  generatePosts(path.join(big, 'blog'), POSTS, {ours: true});
  const bigResult = measure(big, {locale: 'en'});
  rows.push({site: `BudBot + ${POSTS} posts`, posts: POSTS, ...bigResult});
  cardRows.push({site: `BudBot + ${POSTS} posts`, cold: bigResult, warm: measure(big, {cards: 'warm', locale: 'en'})});

  let stockBig;
  try {
    const stockDir = ensureStockTemplate();
    const stockCopy = path.join(BENCH_DIR, 'stock-1000');
    rmSync(stockCopy, {recursive: true, force: true});
    mkdirSync(stockCopy);
    for (const name of readdirSync(stockDir)) {
      if (['node_modules', 'build', '.docusaurus'].includes(name) || name.startsWith('build-bench')) continue;
      cpSync(path.join(stockDir, name), path.join(stockCopy, name), {recursive: true});
    }
    symlinkSync(path.join(stockDir, 'node_modules'), path.join(stockCopy, 'node_modules'));
    generatePosts(path.join(stockCopy, 'blog'), POSTS, {ours: false});
    stockBig = measure(stockCopy);
    rows.push({site: `stock template + ${POSTS} posts`, posts: POSTS, ...stockBig});
  } catch (error) {
    console.log(
      `Stock template unavailable (${error instanceof Error ? error.message : error}); no yardstick this run.`,
    );
  }

  console.log(`\nCold builds (no persistent cache), ${new Date().toISOString()}`);
  table(
    rows.map((r) => ({
      'site': r.site,
      'posts': r.posts,
      'time s': r.seconds.toFixed(1),
      'peak MB': r.peakMb.toFixed(0),
    })),
    ['site', 'posts', 'time s', 'peak MB'],
  );
  console.log('\nSocial cards (cold: card cache emptied; warm: the same build again with the card cache kept)');
  table(
    cardRows.flatMap((r) => [
      {
        'site': r.site,
        'build': 'cold',
        'time s': r.cold.seconds.toFixed(1),
        'postBuild jobs': r.cold.postBuild,
        'cards': r.cold.cardLine ?? '(no cards line)',
      },
      {
        'site': r.site,
        'build': 'warm',
        'time s': r.warm.seconds.toFixed(1),
        'postBuild jobs': r.warm.postBuild,
        'cards': r.warm.cardLine ?? '(no cards line)',
      },
    ]),
    ['site', 'build', 'time s', 'postBuild jobs', 'cards'],
  );
  for (const r of cardRows)
    console.log(`${r.site}: cards cost ${(r.cold.seconds - r.warm.seconds).toFixed(1)} s cold (cold minus warm build)`);
  const languages = realResult.seconds / englishOnly.seconds;
  console.log(
    `\nBoth languages vs English only: ${realResult.seconds.toFixed(1)} s / ${englishOnly.seconds.toFixed(1)} s = ${languages.toFixed(2)}x (target <= 1.5x): ${languages <= 1.5 ? 'MET' : 'NOT MET'}`,
  );
  const growth = ((bigResult.seconds - englishOnly.seconds) / POSTS) * 100;
  console.log(
    `\nGrowth (English builds): ${growth.toFixed(2)} s and ${(((bigResult.peakMb - englishOnly.peakMb) / POSTS) * 100).toFixed(0)} MB per 100 posts`,
  );
  console.log(
    `Real site cold build: ${realResult.seconds.toFixed(1)} s (target <= 30 s): ${realResult.seconds <= 30 ? 'MET' : 'NOT MET'}`,
  );
  if (stockBig) {
    const ratio = bigResult.seconds / stockBig.seconds;
    console.log(
      `${POSTS}-post build vs stock template: ${ratio.toFixed(2)}x (target <= 1.2x): ${ratio <= 1.2 ? 'MET' : 'NOT MET'}`,
    );
  }
  if (!existsSync(path.join(ROOT, 'build'))) console.error('(the real build/ was not touched)');
}

await main();
