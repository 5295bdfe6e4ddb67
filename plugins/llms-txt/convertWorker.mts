// Converts built pages to Markdown on a worker thread (started by index.ts
// through plugins/shared/tsWorker.ts, which says why), and answers with one
// message.
import {existsSync, readFileSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {htmlToMarkdown, readPageMeta, type ConvertOptions} from './htmlToMarkdown.mjs';

export type ConvertJob = Omit<ConvertOptions, 'pageUrl'> & {
  /** Pages to convert: the built HTML file and the page's absolute URL. */
  pages: readonly {file: string; pageUrl: string}[];
  /** Built HTML files whose title and description are wanted. */
  metaFiles: readonly string[];
};

export type ConvertResult = {
  /** Per page: its Markdown, or null when the file is missing or holds none of the content containers. */
  bodies: (string | null)[];
  /** Per meta file: its title and description, or null when the file is missing. */
  metas: ({title?: string; description?: string} | null)[];
};

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The worker's whole job, apart from the thread: testable on its own. */
export function convert(job: ConvertJob): ConvertResult {
  const {contentSelectors, dropSelectors} = job;
  return {
    bodies: job.pages.map(({file, pageUrl}) => {
      const html = read(file);
      return html === null ? null : htmlToMarkdown(html, {pageUrl, contentSelectors, dropSelectors});
    }),
    metas: job.metaFiles.map((file) => {
      const html = read(file);
      return html === null ? null : readPageMeta(html);
    }),
  };
}

if (parentPort && workerData) parentPort.postMessage(convert(workerData as ConvertJob));
