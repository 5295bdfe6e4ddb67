/** Where the build writes the Ask index and the browser fetches it (plugins/ask-index, loadIndex.ts). */
export const ASK_INDEX_PATH = '/ask/index.json';
