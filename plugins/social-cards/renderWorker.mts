// Draws social cards off the main thread (drawCard.mts) and writes each PNG to
// the cache under its key (via a temporary name, so a killed build never leaves
// half a file). Started by drawCards.ts through plugins/shared/tsWorker.ts.
import {renameSync, writeFileSync} from 'node:fs';
import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {drawCard, loadFonts} from './drawCard.mjs';
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

port.on('message', async ({key, tree, file}: RenderRequest) => {
  const start = performance.now();
  let reply: RenderReply;
  try {
    const {png} = await drawCard(tree, {width, height, fonts: loadedFonts});
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, png);
    renameSync(temporary, file);
    reply = {key, ms: performance.now() - start, bytes: png.length};
  } catch (error) {
    reply = {key, error: error instanceof Error ? error.message : String(error)};
  }
  port.postMessage(reply);
});
