// npm run bench:cards — what one social card costs, step by step, on one
// thread with nothing else running: satori's layout, resvg's rasterizing and
// the PNG encoding (plugins/social-cards/drawCard.mts, as the build draws
// them), over the site's own entries and Help Center pages, with resvg's own
// PNG encoder beside ours for comparison. The build's figure (`npm run
// bench:build`) is wall time on a busy machine; this one is the CPU a card
// takes, the part of a cold build that grows with the number of pages.
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {SOCIAL_CARD} from '../../src/lib/socialCards';
import {cardAssets} from '../../plugins/social-cards/build';
import {type CardContent} from '../../plugins/social-cards/cardContent';
import {drawCard, loadFonts, releaseCardMemory} from '../../plugins/social-cards/drawCard.mjs';
import {DEFAULT_OPTIONS} from '../../plugins/social-cards/options';
import {INSTANCES, ROOT, docCardOf, entryCardOf, mdxFiles, parseMdx} from '../lib/siteContent.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The cards of every entry and Help Center page with a title in its front matter. */
async function siteCards(): Promise<CardContent[]> {
  const cards: CardContent[] = [];
  for (const folder of Object.keys(INSTANCES)) {
    for (const file of mdxFiles(path.join(ROOT, folder))) {
      const {frontMatter} = await parseMdx(file);
      if (typeof frontMatter.title === 'string') cards.push(entryCardOf(folder, file, frontMatter));
    }
  }
  for (const file of mdxFiles(path.join(ROOT, 'docs'))) {
    const parsed = await parseMdx(file);
    if (typeof parsed.frontMatter.title === 'string') cards.push(docCardOf(file, parsed, parsed.frontMatter.title));
  }
  return cards;
}

const {fonts, tree} = cardAssets(ROOT);
const loaded = loadFonts(fonts);
const trees = (await siteCards()).map((content) => tree(content, DEFAULT_OPTIONS.host));
const options = {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: loaded};

// One round to warm up (fonts parsed, code compiled), then ROUNDS measured. Between cards, as the
// drawing worker does, releaseCardMemory lets the next card reuse resvg's canvas.
for (const card of trees) {
  await drawCard(card, options);
  await releaseCardMemory();
}
const total = {layout: 0, raster: 0, encode: 0, release: 0};
let largest = 0;
const cpuBefore = process.cpuUsage();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const card of trees) {
    const {png, ms} = await drawCard(card, options);
    const drawnAt = performance.now();
    await releaseCardMemory();
    total.release += performance.now() - drawnAt;
    for (const step of Object.keys(ms) as (keyof typeof ms)[]) total[step] += ms[step];
    largest = Math.max(largest, png.length);
  }
}
const systemMs = process.cpuUsage(cpuBefore).system / 1000;
// resvg's own encoder on the same cards, for comparison (what drawCard used before encodePng.mts).
let resvgEncode = 0;
let resvgLargest = 0;
for (const card of trees.slice(0, 30)) {
  const image = new Resvg(await satori(card as never, options), {fitTo: {mode: 'original'}}).render();
  const start = performance.now();
  const png = image.asPng();
  resvgEncode += performance.now() - start;
  resvgLargest = Math.max(resvgLargest, png.length);
}

const drawn = trees.length * ROUNDS;
const per = (ms: number) => (ms / drawn).toFixed(1);
const card = (total.layout + total.raster + total.encode + total.release) / drawn;
console.log(
  `Social cards, one thread, ${trees.length} cards of the site × ${ROUNDS} rounds (${new Date().toISOString()})`,
);
console.log(`  layout (satori)    ${per(total.layout)} ms`);
console.log(`  raster (resvg)     ${per(total.raster)} ms`);
console.log(`  PNG (encodePng)    ${per(total.encode)} ms   largest ${(largest / 1024).toFixed(0)} KB`);
console.log(`  release (young GC) ${per(total.release)} ms`);
console.log(
  `  a card             ${card.toFixed(1)} ms   (of which system time, mostly page faults: ${per(systemMs)} ms)`,
);
console.log(
  `  resvg's asPng()    ${(resvgEncode / Math.min(30, trees.length)).toFixed(1)} ms   largest ${(resvgLargest / 1024).toFixed(0)} KB (for comparison)`,
);
console.log(
  `1,094 cards (the 1,000-post copy) at that rate: ${((card * 1094) / 1000).toFixed(1)} CPU-seconds, ${((card * 1094) / 2000).toFixed(1)} s on 2 idle cores.`,
);
