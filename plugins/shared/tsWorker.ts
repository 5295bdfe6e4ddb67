import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker, type WorkerOptions} from 'node:worker_threads';

/**
 * tsx's ES-module API as a file URL, read from the exports tsx declares: require.resolve gives its
 * CommonJS build, which cannot start the loader when an ES module imports it.
 */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const {exports} = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, {import: {default: string}}>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/**
 * A worker thread that runs a TypeScript ES module (`.mts`) through tsx's loader.
 *
 * Why: Docusaurus loads plugins through jiti, which turns each ES-module package a plugin imports
 * into CommonJS whose exports are getters. parse5's tokenizer reads such an export for every
 * character, and a Markdown twin took three times longer to convert for it. A
 * worker imports the module and its packages as native ES modules, and its work leaves the build's
 * main thread free. `workerData` and `parentPort` work in the module as in any worker.
 */
export function startTsWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsx = tsxEsmApi();
  const boot = `import(${JSON.stringify(tsx)}).then(({tsImport}) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(module.href)}))`;
  return new Worker(boot, {...options, eval: true});
}

/** Runs a `.mts` module that answers its `workerData` with one message, and resolves with that message. */
export function runTsWorker<Result>(module: URL, workerData: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(module, {workerData});
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`${module.pathname} stopped (exit code ${code}) before it answered.`)),
    );
  });
}
