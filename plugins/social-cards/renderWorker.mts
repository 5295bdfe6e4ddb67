// Draws social cards off the main thread (drawCard.mts) and writes each PNG to
// the cache under its key (via a temporary name, so a killed build never leaves
// half a file). Started by drawCards.ts through plugins/shared/tsWorker.ts.
import {renameSync, writeFileSync} from 'node:fs';
import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {drawCard, loadFonts, releaseCardMemory} from './drawCard.mjs';
import type {FontFile} from './drawCards';

export type RenderWorkerData = {fonts: readonly FontFile[]; width: number; height: number; nice: number};
export type RenderRequest = {key: string; tree: Parameters<typeof drawCard>[0]; file: string};
export type RenderReply = {key: string; ms: number; bytes: number} | {key: string; error: string};

const {fonts, width, height, nice} = workerData as RenderWorkerData;
// Without a pid, setPriority sets the calling thread's nice value on Linux (a per-thread value there).
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Drawing at normal priority is slower for the build, never wrong.
  }
}
const loadedFonts = loadFonts(fonts);
const port = parentPort!;

async function draw({key, tree, file}: RenderRequest): Promise<RenderReply> {
  const start = performance.now();
  try {
    const {png} = await drawCard(tree, {width, height, fonts: loadedFonts});
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, png);
    renameSync(temporary, file);
    return {key, ms: performance.now() - start, bytes: png.length};
  } catch (error) {
    return {key, error: error instanceof Error ? error.message : String(error)};
  }
}

// Requests wait their turn here: the pool (drawCards.ts) keeps a few in flight, so the worker never idles waiting for a busy main thread.
const queue: RenderRequest[] = [];
let drawing = false;

port.on('message', async (request: RenderRequest) => {
  queue.push(request);
  if (drawing) return;
  drawing = true;
  for (let next = queue.shift(); next; next = queue.shift()) {
    port.postMessage(await draw(next));
    await releaseCardMemory();
  }
  drawing = false;
});
