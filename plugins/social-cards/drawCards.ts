import {availableParallelism} from 'node:os';
import path from 'node:path';
import {SOCIAL_CARD} from '../../src/lib/socialCards';
import {startTsWorker} from '../shared/tsWorker';
import type {CardNode} from './cardTree';
import type {RenderReply, RenderRequest, RenderWorkerData} from './renderWorker.mjs';

export type FontFile = {name: string; weight: 400 | 800; path: string};
/** `ms` is the wall time of the drawing, `cardMs` the time spent on each card, summed. */
export type DrawResult = {drawn: number; ms: number; cardMs: number; largestBytes: number; workers: number};

const NOTHING_DRAWN: DrawResult = {drawn: 0, ms: 0, cardMs: 0, largestBytes: 0, workers: 0};

/** Two drawings as one: cards and card time added, the wall time of the longer. */
export function mergeResults(a: DrawResult | undefined, b: DrawResult | undefined): DrawResult {
  const [x, y] = [a ?? NOTHING_DRAWN, b ?? NOTHING_DRAWN];
  return {drawn: x.drawn + y.drawn, ms: Math.max(x.ms, y.ms), cardMs: x.cardMs + y.cardMs, largestBytes: Math.max(x.largestBytes, y.largestBytes), workers: Math.max(x.workers, y.workers)};
}

const WORKER = new URL('./renderWorker.mts', import.meta.url);

/** How many workers: the option, or one per core up to 2 (the reference machine has 2). */
export function poolSize(option: number, cards: number): number {
  const wanted = option > 0 ? option : Math.min(2, availableParallelism());
  return Math.max(1, Math.min(wanted, cards));
}

/**
 * Draws each card into `cacheDir/<key>.png` on a pool of worker threads.
 * `nice` (0–19) lowers the threads' scheduling priority (Linux keeps a nice
 * value per thread), so cards drawn while the bundler runs only take the CPU
 * time it leaves idle.
 */
export async function drawCards(cards: readonly {key: string; tree: CardNode}[], options: {cacheDir: string; fonts: readonly FontFile[]; workers: number; nice?: number}): Promise<DrawResult> {
  if (cards.length === 0) return NOTHING_DRAWN;
  const queue = [...cards];
  let largestBytes = 0;
  let cardMs = 0;
  const start = performance.now();
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const workerData: RenderWorkerData = {fonts: options.fonts, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, nice: options.nice ?? 0};
      const worker = startTsWorker(WORKER, {workerData});
      const next = () => {
        const card = queue.shift();
        if (!card) {
          void worker.terminate().then(() => resolve());
          return;
        }
        const request: RenderRequest = {key: card.key, tree: card.tree, file: path.join(options.cacheDir, `${card.key}.png`)};
        worker.postMessage(request);
      };
      worker.on('message', (message: RenderReply) => {
        if ('error' in message) {
          void worker.terminate();
          reject(new Error(`social card ${message.key} could not be drawn: ${message.error}`));
          return;
        }
        largestBytes = Math.max(largestBytes, message.bytes);
        cardMs += message.ms;
        next();
      });
      worker.on('error', reject);
      next();
    });
  const workers = poolSize(options.workers, cards.length);
  await Promise.all(Array.from({length: workers}, run));
  return {drawn: cards.length, ms: performance.now() - start, cardMs, largestBytes, workers};
}
