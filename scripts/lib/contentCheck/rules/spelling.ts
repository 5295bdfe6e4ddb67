import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {Nodes, Parents} from 'mdast';
import {visit} from 'unist-util-visit';
import {findingAt} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Finding} from '../types';

/** The dictionary writers add words to, and the cspell settings that load it. */
const DICTIONARY_FILE = 'cspell/project-words.txt';
const CSPELL_CONFIG = 'cspell.config.yaml';

/**
 * Front-matter fields that hold addresses, ids, dates or flags rather than prose, and `asked_as`: the Help Center's
 * questions as staff type them ("bot doesnt show aiq points"), which Ask must match as typed, not as spelled.
 */
const NOT_PROSE = new Set([
  'slug',
  'date',
  'image',
  'socialImage',
  'gif',
  'video',
  'mediaType',
  'authors',
  'aliases',
  'docs',
  'color',
  'issueNumber',
  'featured',
  'draft',
  'sidebar_position',
  'pagination_next',
  'pagination_prev',
  'hide_table_of_contents',
  'asked_as',
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
      if (node.type === 'image' && node.alt && doc.text.startsWith(node.alt, start + 2))
        keep(start + 2, start + 2 + node.alt.length);
    });
  }
  return chars.join('');
}

type Issue = {text: string; offset: number; isFlagged: boolean; preferred?: string};
type Speller = {
  worker: Worker;
  pending: Map<number, {resolve: (issues: Issue[]) => void; reject: (error: Error) => void}>;
  next: number;
};
const spellers = new Map<string, Speller>();

/**
 * The speller thread for a site (spellWorker.mjs), started on first use and
 * kept: it holds the process open only while it has files to check.
 */
function speller(root: string): Speller {
  const configFile = path.join(root, CSPELL_CONFIG);
  const found = spellers.get(configFile);
  if (found) return found;
  const worker = new Worker(new URL('../spellWorker.mjs', import.meta.url), {
    workerData: {configFile, warmUpUri: pathToFileURL(path.join(root, 'docs/warm-up.mdx')).href},
  });
  worker.unref();
  const speller: Speller = {worker, pending: new Map(), next: 0};
  const settle = () => {
    if (speller.pending.size === 0) worker.unref();
  };
  worker.on('message', ({id, issues, error}: {id: number; issues?: Issue[]; error?: string}) => {
    const request = speller.pending.get(id);
    speller.pending.delete(id);
    if (error) request?.reject(new Error(`cspell: ${error}`));
    else request?.resolve(issues!);
    settle();
  });
  worker.on('error', (error) => {
    for (const request of speller.pending.values()) request.reject(error);
    speller.pending.clear();
    spellers.delete(configFile);
  });
  spellers.set(configFile, speller);
  return speller;
}

/** Starts loading cspell's dictionaries in their thread, so they are ready when the files are. */
export function warmUpSpelling(root: string): void {
  speller(root);
}

function spell(root: string, file: string, text: string): Promise<Issue[]> {
  const thread = speller(root);
  const id = thread.next++;
  thread.worker.ref();
  return new Promise((resolve, reject) => {
    thread.pending.set(id, {resolve, reject});
    thread.worker.postMessage({id, uri: pathToFileURL(path.join(root, file)).href, text});
  });
}

/** Spelling of the files' prose with cspell and the project dictionary, in the speller thread. */
export async function spellingRule(docs: readonly ParsedDoc[], root: string): Promise<Finding[]> {
  const results = await Promise.all(docs.map((doc) => spell(root, doc.file, proseOf(doc))));
  return docs.flatMap((doc, index) =>
    results[index]!.map((issue) => {
      const {preferred} = issue;
      const message = issue.isFlagged
        ? `"${issue.text}" is a known misspelling${preferred ? ` of "${preferred}"` : ''}`
        : `unknown word "${issue.text}"${preferred ? ` (did you mean "${preferred}"?)` : ''}: fix it, or if it is right add it to ${DICTIONARY_FILE}`;
      return findingAt(
        doc,
        issue.offset,
        'spelling',
        'error',
        message,
        preferred ? {offset: issue.offset, length: issue.text.length, text: preferred} : undefined,
      );
    }),
  );
}
