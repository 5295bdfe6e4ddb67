// One card from element tree to PNG bytes: satori lays the tree out as SVG
// (text as glyph outlines), resvg rasterizes it, encodePng.mts makes the PNG.
// The drawing worker and `npm run bench:cards` both draw through it.
import {readFileSync} from 'node:fs';
import {setImmediate as nextTurn} from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import {Resvg} from '@resvg/resvg-js';
import satori, {type SatoriOptions} from 'satori';
import type {CardNode} from './cardTree';
import {encodePng} from './encodePng.mjs';

export type CardFont = SatoriOptions['fonts'][number];

/** The font files (FontFile of drawCards.ts) as satori takes them. */
export const loadFonts = (files: readonly {name: string; weight: number; path: string}[]): CardFont[] =>
  files.map((font) => ({
    name: font.name,
    weight: font.weight as CardFont['weight'],
    style: 'normal',
    data: readFileSync(font.path),
  }));

/**
 * resvg draws satori's glyph outlines, never text, so it needs no font: by default it would read
 * every font installed on the machine for each card (2.3 ms of a card's 15 here, more on a machine
 * with more fonts).
 */
const RESVG_OPTIONS = {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}} as const;

/** One card from element tree to PNG bytes (satori, resvg, encodePng), with each step's time in ms. */
export async function drawCard(
  tree: CardNode,
  {width, height, fonts}: {width: number; height: number; fonts: CardFont[]},
) {
  const start = performance.now();
  const svg = await satori(tree as Parameters<typeof satori>[0], {width, height, fonts});
  const laidOut = performance.now();
  const image = new Resvg(svg, RESVG_OPTIONS).render();
  const rasterized = performance.now();
  // resvg's pixels are premultiplied; a card's background fills it, and on opaque pixels that is the same as straight alpha.
  const png = encodePng(image.pixels, image.width, image.height);
  return {png, ms: {layout: laidOut - start, raster: rasterized - laidOut, encode: performance.now() - rasterized}};
}

/**
 * V8's `gc` (young generation only), fetched once. It exists only with --expose-gc, a V8 flag,
 * which cannot be given to one worker: unless the process already has it, the flag is set for the
 * one context that fetches the function, then unset. Without it, the turn of the event loop alone
 * still frees what V8 happened to collect.
 */
let collectYoung: (() => void) | undefined;
function youngCollector(): () => void {
  type Gc = (options: {type: 'minor'}) => void;
  const own = (globalThis as {gc?: Gc}).gc;
  if (typeof own === 'function') return () => own({type: 'minor'});
  v8.setFlagsFromString('--expose-gc');
  try {
    const gc = vm.runInNewContext('typeof gc === "function" ? gc : undefined') as Gc | undefined;
    return gc ? () => gc({type: 'minor'}) : () => {};
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Call between cards when drawing many. resvg keeps a card's 3 MB canvas in native memory until V8
 * collects the objects that hold it, and Node frees it on a later turn of the event loop. Left to
 * itself V8 collects rarely, so every card drew on fresh pages from the kernel: page faults cost
 * 3 ms of system time a card on an idle machine, about 7 during a build. A young-generation
 * collection and a turn of the event loop let the next card reuse that memory.
 */
export async function releaseCardMemory(): Promise<void> {
  collectYoung ??= youngCollector();
  collectYoung();
  await nextTurn();
}
