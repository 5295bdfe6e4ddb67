// The content check's speller, in a thread of its own: cspell loads its
// dictionaries (about 1.5 s of CPU) while the main thread parses and checks
// the files, and a long-lived caller (the dev server) loads them only once.
// Plain JavaScript, so the thread starts without a TypeScript loader.
import {parentPort, workerData} from 'node:worker_threads';
import {spellCheckDocument} from 'cspell-lib';

/** @type {{configFile: string, warmUpUri: string}} */
const {configFile, warmUpUri} = workerData;
const port = parentPort;
if (!port) throw new Error('spellWorker.mjs runs as a worker thread (new Worker), not on its own');

/**
 * @param {string} uri
 * @param {string} text
 */
async function check(uri, text) {
  const result = await spellCheckDocument(
    {uri, text, languageId: 'markdown'},
    {configFile, noConfigSearch: true, generateSuggestions: false},
    {},
  );
  if (result.errors?.length) throw result.errors[0];
  return result.issues.map((issue) => ({
    text: issue.text,
    offset: issue.offset,
    isFlagged: Boolean(issue.isFlagged),
    preferred: issue.suggestionsEx?.find((suggestion) => suggestion.isPreferred)?.word,
  }));
}

// Load the dictionaries now, before the first file arrives.
const ready = check(warmUpUri, 'warm up').catch(() => undefined);

port.on('message', async (/** @type {{id: number, uri: string, text: string}} */ {id, uri, text}) => {
  await ready;
  try {
    port.postMessage({id, issues: await check(uri, text)});
  } catch (error) {
    port.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
