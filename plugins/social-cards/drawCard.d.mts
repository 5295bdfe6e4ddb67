import type {SatoriOptions} from 'satori';
import type {CardNode} from './cardTree';

export type CardFont = SatoriOptions['fonts'][number];
/** The font files (FontFile of drawCards.ts) as satori takes them. */
export function loadFonts(files: readonly {name: string; weight: number; path: string}[]): CardFont[];
/** One card from element tree to PNG bytes (satori, resvg, encodePng), with each step's time in ms. */
export function drawCard(tree: CardNode, options: {width: number; height: number; fonts: readonly CardFont[]}): Promise<{png: Buffer; ms: {layout: number; raster: number; encode: number}}>;
