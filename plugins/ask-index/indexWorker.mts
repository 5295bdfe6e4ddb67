// Reads the built Help Center pages and splits them into sections on a worker
// thread (started by index.ts through plugins/shared/tsWorker.ts, which says
// why), and answers with one message.
import {readFileSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';
import type {Root} from 'hast';
import {sectionsFromHtml} from './sectionsFromHtml.mjs';
import type {AskSection} from '../../src/lib/ask/types';

export type IndexJob = {pages: readonly {file: string; page: string; pageTitle: string}[]};
export type IndexResult = {pages: {page: string; sections: AskSection[]}[]};

/** The worker's whole job, apart from the thread. */
export function sectionPages(job: IndexJob): IndexResult {
  return {
    pages: job.pages.map(({file, page, pageTitle}) => {
      const tree = fromParse5(parse(readFileSync(file, 'utf8'))) as Root;
      return {page, sections: sectionsFromHtml(tree, {page, pageTitle})};
    }),
  };
}

if (parentPort && workerData) parentPort.postMessage(sectionPages(workerData as IndexJob));
