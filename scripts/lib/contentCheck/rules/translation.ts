import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {DEFAULT_LOCALE} from '../../../../src/data/constants/locales';
import {readsAs} from '../../../../src/lib/i18n/language';
import {BLOB_ID, gitBlobId, translationOf} from '../../../../plugins/i18n/translations';
import {anchorsOfTree} from '../anchors';
import {findingAt, type RuleContext} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Site} from '../site';
import type {Finding} from '../types';
import {linksOf} from './links';

/**
 * A translated Help Center page and its English page. The check does what no Docusaurus site has built in, in
 * the way MDN's and OpenTelemetry's translations are kept: a translation whose English page is gone fails; one
 * whose English page changed since it was translated is named, with what changed (its headings, and how many
 * lines), until its `translated_from` is the English file's blob id again; an anchor that a link on any page
 * points to must be on the translation too (a heading keeps the English id: `## Título {/* #anchor *\/}`).
 */
export function translationRule(doc: ParsedDoc, site: Site, {root}: RuleContext): Finding[] {
  const translation = translationOf(doc.file);
  if (!translation) return [];
  const englishFile = path.join(root, translation.source);
  if (!existsSync(englishFile))
    return [
      findingAt(
        doc,
        {line: 1},
        'translation',
        'error',
        `its English page ${translation.source} is gone or moved: move this translation with it, or delete it`,
      ),
    ];
  const findings: Finding[] = [];
  const from = doc.frontMatter.translated_from;
  const english = readFileSync(englishFile);
  if (typeof from === 'string' && BLOB_ID.test(from) && gitBlobId(english) !== from)
    findings.push(
      findingAt(
        doc,
        {line: doc.fieldLine(['translated_from'])},
        'translation',
        'warning',
        `${translation.source} changed since this translation (${changeSummary(root, from, english.toString('utf8'))}): bring the change over, then set translated_from to \`git hash-object ${translation.source}\``,
      ),
    );
  if (doc.tree) findings.push(...missingAnchors(doc, doc.tree, site, translation.source));
  return findings;
}

/** What changed in the English page since the version translated, when Git still has that version. */
export function changeSummary(root: string, fromBlob: string, current: string): string {
  let before: string;
  try {
    before = execFileSync('git', ['cat-file', '-p', fromBlob], {cwd: root, encoding: 'utf8', stdio: 'pipe'});
  } catch {
    return `the version translated, ${fromBlob.slice(0, 12)}, is not in this repository's history`;
  }
  return describeChange(before, current);
}

/** Headings added and removed, and lines changed, between two versions of an English page. */
export function describeChange(before: string, after: string): string {
  const headings = (text: string) => text.split('\n').filter((line) => /^#{2,6} /.test(line));
  const was = headings(before);
  const is = headings(after);
  const added = is.filter((heading) => !was.includes(heading));
  const removed = was.filter((heading) => !is.includes(heading));
  const parts = [
    ...(added.length > 0 ? [`headings added: ${added.map((h) => `"${h.replace(/^#+ /, '')}"`).join(', ')}`] : []),
    ...(removed.length > 0 ? [`headings removed: ${removed.map((h) => `"${h.replace(/^#+ /, '')}"`).join(', ')}`] : []),
    `${changedLines(before.split('\n'), after.split('\n'))} lines changed`,
  ];
  return parts.join('; ');
}

/** Lines of `after` not matched in `before`, plus lines of `before` gone: a longest-common-subsequence count. */
function changedLines(before: readonly string[], after: readonly string[]): number {
  let previous = new Array<number>(after.length + 1).fill(0);
  for (const line of before) {
    const row = new Array<number>(after.length + 1).fill(0);
    for (let j = 1; j <= after.length; j++)
      row[j] = line === after[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  const common = previous[after.length]!;
  return before.length - common + (after.length - common);
}

/**
 * Anchors of this page that links point to (from any Help Center page, English or translated, to the English
 * page or to this one) and that this page lacks.
 */
function missingAnchors(doc: ParsedDoc, tree: Root, site: Site, source: string): Finding[] {
  const own = anchorsOfTree(tree);
  const linkedFrom = new Map<string, string>();
  for (const entry of site.entries) {
    if (entry.kind !== 'docs') continue;
    const other = entry.file === doc.file ? doc : site.parsed(entry.file);
    if (!other) continue;
    for (const {url, offset} of linksOf(other)) {
      const [target, anchor] = url.split('#', 2) as [string, string | undefined];
      if (!anchor || !/\.mdx?$/.test(target)) continue;
      const file = target === '' ? other.file : path.posix.join(path.posix.dirname(other.file), target);
      const onThisPage = file === doc.file || file === source;
      if (onThisPage && !own.has(anchor) && !linkedFrom.has(anchor))
        linkedFrom.set(anchor, `${other.file}:${other.position(offset).line}`);
    }
  }
  return [...linkedFrom].map(([anchor, from]) =>
    findingAt(
      doc,
      {line: 1},
      'translation',
      'error',
      `no heading with the id "${anchor}", which ${from} links to: give the heading that translates it that id, \`## Título {/* #${anchor} */}\``,
    ),
  );
}

/** Block-level text of a page, without what stays English on a translated page: code, bold labels, links' targets, JSX. */
function readableBlocks(tree: Root): {text: string; offset: number}[] {
  const blocks: {text: string; offset: number}[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    let text = '';
    visit(node, (child: Nodes) => {
      if (child.type === 'strong' || child.type === 'inlineCode' || child.type === 'code') return 'skip';
      if (child.type === 'text') text += `${child.value} `;
      return undefined;
    });
    blocks.push({text, offset: node.position?.start.offset ?? 0});
    return 'skip';
  });
  return blocks;
}

/**
 * Text on a translated page that still reads as English (more English function words than the page's
 * language's): what `npm run translate` copied and nobody has translated yet. Bold dashboard labels, code,
 * names and figures count for neither language.
 */
export function untranslatedRule(doc: ParsedDoc): Finding[] {
  if (doc.locale === DEFAULT_LOCALE || !doc.tree) return [];
  const frontMatter = ['title', 'description']
    .filter(
      (field) => typeof doc.frontMatter[field] === 'string' && readsAs(String(doc.frontMatter[field]), 2) === 'en',
    )
    .map((field) =>
      findingAt(doc, {line: doc.fieldLine([field])}, 'untranslated', 'error', `field "${field}" is still English`),
    );
  const body = readableBlocks(doc.tree)
    .filter(({text}) => readsAs(text) === 'en')
    .map(({text, offset}) =>
      findingAt(
        doc,
        offset,
        'untranslated',
        'error',
        `still English: "${text.trim().slice(0, 60)}${text.trim().length > 60 ? '…' : ''}" (keep only dashboard labels, in bold, and names in English)`,
      ),
    );
  return [...frontMatter, ...body];
}
