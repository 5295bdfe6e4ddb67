// Draws social cards off the main thread (drawCard.mjs) and writes each PNG to
// the cache under its key (via a temporary name, so a killed build never leaves
// half a file).
import {renameSync, writeFileSync} from 'node:fs';
import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {drawCard, loadFonts} from './drawCard.mjs';

const {fonts, width, height, nice} = workerData;
// Without a pid, setPriority sets the calling thread's nice value on Linux (a per-thread value there).
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Drawing at normal priority is slower for the build, never wrong.
  }
}
const loadedFonts = loadFonts(fonts);

parentPort.on('message', async ({key, tree, file}) => {
  const start = performance.now();
  try {
    const {png} = await drawCard(tree, {width, height, fonts: loadedFonts});
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, png);
    renameSync(temporary, file);
    parentPort.postMessage({key, ms: performance.now() - start, bytes: png.length});
  } catch (error) {
    parentPort.postMessage({key, error: error instanceof Error ? error.message : String(error)});
  }
});
