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
  return {
    drawn: x.drawn + y.drawn,
    ms: Math.max(x.ms, y.ms),
    cardMs: x.cardMs + y.cardMs,
    largestBytes: Math.max(x.largestBytes, y.largestBytes),
    workers: Math.max(x.workers, y.workers),
  };
}

const WORKER = new URL('./renderWorker.mts', import.meta.url);

/**
 * Cards sent to a worker ahead of the one it draws: the main thread is busy
 * bundling and may answer late, and a worker with its next card already in
 * its queue does not wait for it. Small, so the pool still shares the last
 * cards out evenly.
 */
const IN_FLIGHT = 3;

/** How many workers: the option, or one per core up to 2 (the reference machine has 2). */
export function poolSize(option: number, cards: number): number {
  const wanted = option > 0 ? option : Math.min(2, availableParallelism());
  return Math.max(1, Math.min(wanted, cards));
}

type Card = {key: string; tree: CardNode};
export type PoolOptions = {cacheDir: string; fonts: readonly FontFile[]; nice?: number};

/**
 * Drawing threads kept for a whole build, so the cards queued while the site
 * bundles and those queued in postBuild are drawn by the same threads: a
 * thread's start and warm-up (loading satori and resvg, then V8 optimising
 * them over the first hundred cards) cost about 1.5 CPU-seconds
 * (docs-engineering/performance.md). An idle thread is unref'd, so a build that fails before postBuild
 * still exits.
 */
export type CardPool = {
  /** Draws each card into `cacheDir/<key>.png`; resolves when all of these are drawn. */
  draw(cards: readonly Card[]): Promise<DrawResult>;
  /** Stops the threads. */
  close(): Promise<void>;
};

type Batch = {
  left: number;
  start: number;
  result: DrawResult;
  resolve: (result: DrawResult) => void;
  reject: (error: Error) => void;
};

/**
 * `size` threads (see poolSize). `nice` (0–19) lowers their scheduling
 * priority (Linux keeps a nice value per thread), so cards drawn while the
 * bundler runs only take the CPU time it leaves idle.
 */
export function startCardPool(size: number, options: PoolOptions): CardPool {
  const queue: {card: Card; batch: Batch}[] = [];
  const inFlight = new Map<string, Batch>();
  let failure: Error | undefined;
  let closing = false;
  const workerData: RenderWorkerData = {
    fonts: options.fonts,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    nice: options.nice ?? 0,
  };
  const threads = Array.from({length: size}, () => ({worker: startTsWorker(WORKER, {workerData}), busy: 0}));

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of new Set([...inFlight.values(), ...queue.map((item) => item.batch)])) waiting.reject(error);
    inFlight.clear();
    queue.length = 0;
  };
  const feed = (thread: (typeof threads)[number]) => {
    while (thread.busy < IN_FLIGHT && queue.length > 0) {
      const {card, batch} = queue.shift()!;
      inFlight.set(card.key, batch);
      thread.busy += 1;
      const request: RenderRequest = {
        key: card.key,
        tree: card.tree,
        file: path.join(options.cacheDir, `${card.key}.png`),
      };
      thread.worker.postMessage(request);
    }
    if (thread.busy > 0) thread.worker.ref();
    else thread.worker.unref();
  };

  for (const thread of threads) {
    thread.worker.unref();
    thread.worker.on('message', (message: RenderReply) => {
      thread.busy -= 1;
      const batch = inFlight.get(message.key);
      if ('error' in message) {
        // Before the card leaves inFlight, so its own batch is among those rejected.
        fail(new Error(`social card ${message.key} could not be drawn: ${message.error}`));
      } else if (batch) {
        inFlight.delete(message.key);
        batch.result.largestBytes = Math.max(batch.result.largestBytes, message.bytes);
        batch.result.cardMs += message.ms;
        batch.left -= 1;
        if (batch.left === 0) batch.resolve({...batch.result, ms: performance.now() - batch.start});
      }
      feed(thread);
    });
    thread.worker.on('error', (error) => fail(error));
    thread.worker.on('exit', (code) => {
      if (!closing) fail(new Error(`a social-card thread stopped (exit code ${code})`));
    });
  }

  return {
    draw(cards) {
      if (failure) return Promise.reject(failure);
      if (cards.length === 0) return Promise.resolve(NOTHING_DRAWN);
      return new Promise((resolve, reject) => {
        const batch: Batch = {
          left: cards.length,
          start: performance.now(),
          result: {drawn: cards.length, ms: 0, cardMs: 0, largestBytes: 0, workers: size},
          resolve,
          reject,
        };
        for (const card of cards) queue.push({card, batch});
        for (const thread of threads) feed(thread);
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map(({worker}) => worker.terminate()));
    },
  };
}

/** Draws each card into `cacheDir/<key>.png` on a pool of its own, closed when they are drawn. */
export async function drawCards(cards: readonly Card[], options: PoolOptions & {workers: number}): Promise<DrawResult> {
  if (cards.length === 0) return NOTHING_DRAWN;
  const pool = startCardPool(poolSize(options.workers, cards.length), options);
  try {
    return await pool.draw(cards);
  } finally {
    await pool.close();
  }
}
