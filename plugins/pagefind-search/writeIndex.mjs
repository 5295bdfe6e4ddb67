// Runs Pagefind's Node API in its own process: Docusaurus loads plugins through
// jiti, which cannot load Pagefind's ESM-only package. Reads the job as JSON on
// stdin: {pages: [{url, file}], outputPath, excludeSelectors, language}.
import {readFile} from 'node:fs/promises';
import {close, createIndex} from 'pagefind';

/**
 * @typedef {object} Job
 * @property {{url: string, file: string}[]} pages
 * @property {string} outputPath
 * @property {string[]} excludeSelectors
 * @property {string} language
 */

/** @type {Buffer[]} */
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
/** @type {Job} */
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));

/** @param {string} message */
const fail = (message) => {
  console.error(`[pagefind-search] ${message}`);
  process.exitCode = 1;
};

const start = performance.now();
try {
  const {index, errors} = await createIndex({excludeSelectors: job.excludeSelectors, forceLanguage: job.language});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const page of job.pages) {
    const added = await index.addHTMLFile({url: page.url, content: await readFile(page.file, 'utf8')});
    if (added.errors.length > 0) throw new Error(`could not index ${page.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: job.outputPath});
  if (written.errors.length > 0) throw new Error(`could not write the index: ${written.errors.join('; ')}`);
  // The time is read by `npm run bench:build`, which shows where postBuild goes.
  console.log(
    `[pagefind-search] indexed ${job.pages.length} pages into ${job.outputPath} in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await close();
}
