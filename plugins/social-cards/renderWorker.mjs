// Draws social cards off the main thread: satori lays the element tree out as
// SVG, resvg rasterizes it to PNG, and the PNG is written to the cache under
// its key (via a temporary name, so a killed build never leaves half a file).
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

const {fonts, width, height, nice} = workerData;
// Without a pid, setPriority sets the calling thread's nice value on Linux (a per-thread value there).
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Drawing at normal priority is slower for the build, never wrong.
  }
}
const loadedFonts = fonts.map((font) => ({name: font.name, weight: font.weight, style: 'normal', data: readFileSync(font.path)}));

parentPort.on('message', async ({key, tree, file}) => {
  const start = performance.now();
  try {
    const svg = await satori(tree, {width, height, fonts: loadedFonts});
    const png = new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, png);
    renameSync(temporary, file);
    parentPort.postMessage({key, ms: performance.now() - start, bytes: png.length});
  } catch (error) {
    parentPort.postMessage({key, error: error instanceof Error ? error.message : String(error)});
  }
});
