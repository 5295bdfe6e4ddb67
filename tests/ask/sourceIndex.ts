/**
 * The Ask index built from the MDX sources under docs/, without a site build
 * (renderSource.ts, beside it): for the vitest tests, which run before
 * `npm run build`. Runs inside vitest only: the docs' imports are loaded by
 * vitest's own import, which knows `@site` and TypeScript.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readAskedAs} from '../../plugins/ask-index/askedAs';
import {buildAskIndex} from '../../plugins/ask-index/buildAskIndex';
import {DEFAULT_OPTIONS} from '../../plugins/ask-index/options';
import {permalinkOf, renderDocSource} from './renderSource';
import {sectionsFromHtml} from '../../plugins/ask-index/sectionsFromHtml.mjs';
import type {AskIndex} from '../../src/lib/ask/types';

const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs');

/** Every doc file under docs/, relative to it, sorted. */
export function docFiles(): string[] {
  return readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export type SourcePage = {file: string; page: string; title: string; missing: string[]; source: string};

export async function buildSourceIndex(): Promise<{index: AskIndex; pages: SourcePage[]}> {
  const pages: SourcePage[] = [];
  const indexed = [];
  for (const file of docFiles()) {
    const source = readFileSync(path.join(DOCS_DIR, file), 'utf8');
    const slug = /^slug:\s*(\S+)/m.exec(source)?.[1];
    const page = permalinkOf(file, slug);
    if (DEFAULT_OPTIONS.ignorePaths.includes(page)) continue;
    const rendered = await renderDocSource(source, (from) => import(/* @vite-ignore */ from));
    pages.push({file, page, title: rendered.title, missing: rendered.missing, source});
    // The sections' asked_as read as the build reads them (plugins/ask-index/askedAs.ts).
    indexed.push({page, sections: sectionsFromHtml(rendered.tree, {page, pageTitle: rendered.title}), askedAs: await readAskedAs(path.join(DOCS_DIR, file))});
  }
  return {index: buildAskIndex(indexed), pages};
}
