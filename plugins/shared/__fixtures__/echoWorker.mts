// A worker module for tsWorker.test.ts: answers how it was loaded, or fails when asked to.
import {parentPort, workerData} from 'node:worker_threads';
import {parseFragment} from 'parse5';

const job = workerData as {text: string; fail?: boolean};
if (job.fail) throw new Error('asked to fail');
const typed: string = job.text.toUpperCase();
parentPort!.postMessage({
  typed,
  // An ES module's top-level `this` is undefined; a module turned into CommonJS (as jiti does) runs with `this` = exports.
  esModule: this === undefined,
  moduleUrl: import.meta.url,
  parsed: parseFragment(`<p>${job.text}</p>`).childNodes.length,
});
