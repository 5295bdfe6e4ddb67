import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runTsWorker} from '../shared/tsWorker';
import {convert, type ConvertJob, type ConvertResult} from './convertWorker.mjs';
import {DEFAULT_OPTIONS} from './options';

const dir = mkdtempSync(path.join(tmpdir(), 'llms-convert-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const write = (name: string, html: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  return file;
};
const guide = write(
  'guide.html',
  '<!doctype html><html><head><title>Install the widget | BudBot</title><meta name="description" content="Paste one tag."></head>' +
    '<body><main><div class="theme-doc-markdown markdown"><h1>Install the widget</h1><p>See <a href="/docs/faq">the FAQ</a>.</p></div></main></body></html>',
);
const landing = write(
  'landing.html',
  '<!doctype html><html><head><title>Pricing | BudBot</title></head><body><main><section><h1>Pricing</h1></section></main></body></html>',
);
const missing = path.join(dir, 'missing.html');

const job: ConvertJob = {
  pages: [
    {file: guide, pageUrl: 'https://www.budbot.ai/docs/install'},
    {file: landing, pageUrl: 'https://www.budbot.ai/pricing'},
    {file: missing, pageUrl: 'https://www.budbot.ai/gone'},
  ],
  metaFiles: [guide, landing, missing],
  contentSelectors: DEFAULT_OPTIONS.contentSelectors,
  dropSelectors: DEFAULT_OPTIONS.dropSelectors,
};
const expected: ConvertResult = {
  // The title is left out (the twin's heading is written from the page's metadata); links become absolute.
  bodies: ['See [the FAQ](https://www.budbot.ai/docs/faq).', null, null],
  metas: [{title: 'Install the widget', description: 'Paste one tag.'}, {title: 'Pricing'}, null],
};

describe('convert (the Markdown twins’ worker)', () => {
  it('converts each page in order: null for a missing file or a page without article content; a meta per file', () => {
    expect(convert(job)).toEqual(expected);
  });

  it('answers the same on its worker thread', async () => {
    expect(await runTsWorker<ConvertResult>(new URL('./convertWorker.mts', import.meta.url), job)).toEqual(expected);
  });
});
