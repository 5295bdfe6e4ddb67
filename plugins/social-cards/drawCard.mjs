// One card from element tree to PNG bytes: satori lays the tree out as SVG
// (text as glyph outlines), resvg rasterizes it, encodePng.mjs makes the PNG.
// The drawing worker and `npm run bench:cards` both draw through it. Plain .mjs:
// worker threads run without a TypeScript loader.
import {readFileSync} from 'node:fs';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {encodePng} from './encodePng.mjs';

/**
 * The font files (FontFile of drawCards.ts) as satori takes them.
 * @param {readonly {name: string, weight: number, path: string}[]} files
 */
export const loadFonts = (files) => files.map((font) => ({name: font.name, weight: font.weight, style: 'normal', data: readFileSync(font.path)}));

/**
 * @param {object} tree satori's element tree (cardTree.ts)
 * @param {{width: number, height: number, fonts: object[]}} options fonts from loadFonts
 * @returns {Promise<{png: Buffer, ms: {layout: number, raster: number, encode: number}}>} the PNG and each step's time
 */
export async function drawCard(tree, {width, height, fonts}) {
  const start = performance.now();
  const svg = await satori(tree, {width, height, fonts});
  const laidOut = performance.now();
  const image = new Resvg(svg, {fitTo: {mode: 'original'}}).render();
  const rasterized = performance.now();
  // resvg's pixels are premultiplied; a card's background fills it, and on opaque pixels that is the same as straight alpha.
  const png = encodePng(image.pixels, image.width, image.height);
  return {png, ms: {layout: laidOut - start, raster: rasterized - laidOut, encode: performance.now() - rasterized}};
}
