import {readFileSync} from 'node:fs';
import path from 'node:path';
import {findingAt, todayIso, type RuleContext} from './finding';
import {kindOf, parseDoc, type ParsedDoc} from './parse';
import {askedAsRule, authorsRule, frontMatterRule, placeholderRule} from './rules/frontMatter';
import {linksRule} from './rules/links';
import {mediaRule} from './rules/media';
import {
  futureDateRule,
  headingsRule,
  searchResultRule,
  trailingSpaceRule,
  truncateRule,
  uniqueSlugRule,
} from './rules/structure';
import {spellingRule, warmUpSpelling} from './rules/spelling';
import {translationRule, untranslatedRule} from './rules/translation';
import {allContentFiles, loadSite, type Site} from './site';
import type {Finding} from './types';

/**
 * The content check behind `npm run check`, usable as a library:
 *
 *   import {checkFiles, formatFinding} from './scripts/lib/contentCheck';
 *   const findings = await checkFiles(['blog/2026-11-25-my-post.mdx'], {root: siteDir});
 *   for (const finding of findings.filter((f) => f.severity === 'error')) console.log(formatFinding(finding));
 *
 * Paths are site-relative or absolute; files outside the content folders
 * (blog, newsletters, case-studies, changelog, docs) or not .md/.mdx are
 * skipped, so a caller can pass any changed path. Nothing is written
 * (`applyFixes` turns findings into new text). Each call reads the site's
 * routes afresh unless given `site`; cspell's thread starts on the first call
 * and is kept for the next ones (its dictionaries load once), without holding
 * the process open between calls. The module loads no bundler and no
 * Docusaurus code, so a dev server can call it on each save.
 */
export type CheckOptions = {
  /** The site's root folder (default: the current directory). */
  root?: string;
  /** Spell the prose with cspell (default true). cspell runs in a thread of its own, started on first use and kept for later calls. */
  spelling?: boolean;
  /** A site already loaded with `loadSite(root)`, to reuse between calls (e.g. on every save in the dev server). */
  site?: Site;
  /** Today as YYYY-MM-DD (default: the later of the local and the UTC date). */
  today?: string;
};

export type {Finding} from './types';
export {formatFinding, summarize} from './format';
export {applyFixes} from './fix';

type Rule = (doc: ParsedDoc, site: Site, context: RuleContext) => Finding[];
const RULES: readonly Rule[] = [
  frontMatterRule,
  placeholderRule,
  askedAsRule,
  authorsRule,
  linksRule,
  mediaRule,
  headingsRule,
  truncateRule,
  searchResultRule,
  uniqueSlugRule,
  futureDateRule,
  trailingSpaceRule,
  translationRule,
  untranslatedRule,
];

/** Site-relative, forward-slashed path of a content file, or null when the check does not read it. */
export function contentPath(root: string, file: string): string | null {
  const rel = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  return kindOf(rel) && /\.mdx?$/.test(rel) && !rel.split('/').some((part) => part.startsWith('_')) ? rel : null;
}

/** Every finding for the given files, sorted by file, line and column. */
export async function checkFiles(paths: readonly string[], options: CheckOptions = {}): Promise<Finding[]> {
  const root = path.resolve(options.root ?? process.cwd());
  const files = [
    ...new Set(paths.map((file) => contentPath(root, file)).filter((file): file is string => file !== null)),
  ];
  if (files.length === 0) return [];
  if (options.spelling !== false) warmUpSpelling(root);
  const site = options.site ?? loadSite(root);
  const context: RuleContext = {root, today: options.today ?? todayIso()};
  const docs = files.map((file) => parseDoc(file, readFileSync(path.join(root, file), 'utf8')));
  for (const doc of docs) site.remember(doc);

  const findings = docs.flatMap((doc) => {
    const syntax = doc.syntaxError ? [findingAt(doc, doc.syntaxError, 'syntax', 'error', doc.syntaxError.message)] : [];
    return [...syntax, ...RULES.flatMap((rule) => rule(doc, site, context))];
  });
  if (options.spelling !== false) findings.push(...(await spellingRule(docs, root)));
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Every content file of the site under `root`, site-relative. */
export const contentFiles = (root: string = process.cwd()) => allContentFiles(path.resolve(root));
