import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Nodes, Parents} from 'mdast';
import {visit} from 'unist-util-visit';
import {findingAt} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Finding} from '../types';

/** The dictionary writers add words to, and the cspell settings that load it. */
export const DICTIONARY_FILE = 'cspell/project-words.txt';
export const CSPELL_CONFIG = 'cspell.config.yaml';

/** Front-matter fields that hold addresses, ids, dates or flags rather than prose. */
const NOT_PROSE = new Set([
  'slug', 'date', 'image', 'socialImage', 'gif', 'video', 'mediaType', 'authors', 'aliases', 'docs', 'color',
  'issueNumber', 'featured', 'draft', 'sidebar_position', 'pagination_next', 'pagination_prev', 'hide_table_of_contents',
]);

/**
 * The file's prose, where it stands in the file, everything else blanked:
 * front-matter values of prose fields, text, and pictures' alt text. Code,
 * addresses, JSX and imports are not spelled.
 */
export function proseOf(doc: ParsedDoc): string {
  const chars = doc.text.replace(/[^\n]/g, ' ').split('');
  const keep = (start: number, end: number) => {
    for (let i = start; i < end; i++) chars[i] = doc.text[i]!;
  };
  let offset = doc.text.indexOf('\n') + 1;
  let key = '';
  for (const line of doc.text.slice(offset, Math.max(offset, doc.bodyStart)).split('\n')) {
    const match = /^(\s*(?:-\s+)?)(?:([A-Za-z_]\w*):(?:\s|$))?/.exec(line)!;
    if (match[2]) key = match[2];
    if (line.trim() !== '---' && !NOT_PROSE.has(key)) keep(offset + match[0].length, offset + line.length);
    offset += line.length + 1;
  }
  if (doc.tree) {
    visit(doc.tree, (node: Nodes, _index, parent: Parents | undefined) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      // A link whose text is its own address (app.budbot.ai) is not prose.
      if (node.type === 'text' && !(parent?.type === 'link' && parent.url.includes(node.value))) keep(start, end);
      if (node.type === 'image' && node.alt && doc.text.startsWith(node.alt, start + 2)) keep(start + 2, start + 2 + node.alt.length);
    });
  }
  return chars.join('');
}

/** Spelling of the files' prose with cspell and the project dictionary; cspell-lib loads only when this runs. */
export async function spellingRule(docs: readonly ParsedDoc[], root: string): Promise<Finding[]> {
  if (docs.length === 0) return [];
  const {spellCheckDocument} = await import('cspell-lib');
  const configFile = path.join(root, CSPELL_CONFIG);
  const findings: Finding[] = [];
  for (const doc of docs) {
    const result = await spellCheckDocument(
      {uri: pathToFileURL(path.join(root, doc.file)).href, text: proseOf(doc), languageId: 'markdown'},
      {configFile, noConfigSearch: true, generateSuggestions: false},
      {},
    );
    for (const error of result.errors ?? []) throw error;
    for (const issue of result.issues) {
      const preferred = issue.suggestionsEx?.find((suggestion) => suggestion.isPreferred)?.word;
      const message = issue.isFlagged
        ? `"${issue.text}" is a known misspelling${preferred ? ` of "${preferred}"` : ''}`
        : `unknown word "${issue.text}"${preferred ? ` (did you mean "${preferred}"?)` : ''}: fix it, or if it is right add it to ${DICTIONARY_FILE}`;
      findings.push(findingAt(doc, issue.offset, 'spelling', 'error', message, preferred ? {offset: issue.offset, length: issue.text.length, text: preferred} : undefined));
    }
  }
  return findings;
}
