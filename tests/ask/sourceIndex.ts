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
import {DEFAULT_LOCALE, type Locale} from '../../src/data/constants/locales';
import {localizedPath} from '../../src/lib/i18n/routes';
import {translatedDocsRoot} from '../../plugins/i18n/translations';
import {renderInLocale} from '../unit/support/useDocusaurusContext';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
/** Each language's Help Center sources: docs/, and the translations under i18n/. */
const docsDir = (locale: Locale) => path.join(SITE_DIR, locale === DEFAULT_LOCALE ? 'docs' : translatedDocsRoot(locale));

/** Every doc file of a language's Help Center, relative to its folder, sorted. */
export function docFiles(locale: Locale = DEFAULT_LOCALE): string[] {
  return readdirSync(docsDir(locale), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export type SourcePage = {file: string; page: string; title: string; missing: string[]; source: string};

/** A language's Ask index built from its Help Center's sources, its pages at that language's addresses. */
export async function buildSourceIndex(locale: Locale = DEFAULT_LOCALE): Promise<{index: AskIndex; pages: SourcePage[]}> {
  const pages: SourcePage[] = [];
  const indexed = [];
  const dir = docsDir(locale);
  // The components inside the pages (a partner's sync summary) render in the pages' language.
  renderInLocale(locale);
  for (const file of docFiles(locale)) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const slug = /^slug:\s*(\S+)/m.exec(source)?.[1];
    const ownPage = permalinkOf(file, slug);
    const page = localizedPath(ownPage, locale);
    if (DEFAULT_OPTIONS.ignorePaths.includes(ownPage)) continue;
    const rendered = await renderDocSource(source, (from) => import(/* @vite-ignore */ from));
    pages.push({file, page, title: rendered.title, missing: rendered.missing, source});
    // The sections' asked_as read as the build reads them (plugins/ask-index/askedAs.ts).
    indexed.push({page, sections: sectionsFromHtml(rendered.tree, {page, pageTitle: rendered.title}), askedAs: await readAskedAs(path.join(dir, file))});
  }
  renderInLocale(DEFAULT_LOCALE);
  const index = buildAskIndex(indexed);
  return {index: locale === DEFAULT_LOCALE ? index : {...index, locale}, pages};
}
