/** Where the build writes the Ask index (plugins/ask-index) and the browser fetches it on the first question (src/lib/ask/loadIndex.ts). */
export const ASK_INDEX_PATH = '/ask/index.json';
