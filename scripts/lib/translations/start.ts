import GithubSlugger from 'github-slugger';
import {parseDocument} from 'yaml';
import {gitBlobId} from '../../../plugins/i18n/translations';

/** What each section's `asked_as` holds in a new translation until its writer puts the staff's questions there. */
const ASKED_AS_PROMPT = 'preguntas del personal, como las escriben';

/**
 * A new translation of an English Help Center page, to translate in place: the English text with its source
 * recorded (`translated_from`, the English file's Git blob id), each heading given its English anchor as an
 * explicit id (links into a section keep working once the heading is translated), and each `asked_as` section's
 * questions replaced by one placeholder. `npm run check` flags the placeholders, and every paragraph, title and
 * description still in English, until the page is Spanish.
 */
export function startTranslation(english: string, placeholder: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(english);
  if (!match) throw new Error('the English page has no front matter');
  const frontMatter = parseDocument(match[1]!);
  const askedAs = frontMatter.get('asked_as', true);
  if (askedAs && typeof askedAs === 'object' && 'items' in askedAs)
    for (const pair of (askedAs as {items: {value: unknown}[]}).items)
      pair.value = frontMatter.createNode([`${placeholder} ${ASKED_AS_PROMPT}`]);
  frontMatter.set('translated_from', gitBlobId(english));

  const slugger = new GithubSlugger();
  let fence = '';
  const body = english
    .slice(match[0].length)
    .split('\n')
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening && (fence === '' || opening.startsWith(fence))) fence = fence === '' ? opening : '';
      const heading = /^(#{2,6}) (.+?)\s*$/.exec(line);
      if (fence !== '' || !heading || /\{\/\*\s*#|\{#/.test(line)) return line;
      return `${heading[1]} ${heading[2]} {/* #${slugger.slug(heading[2]!)} */}`;
    })
    .join('\n');
  return `---\n${frontMatter.toString({lineWidth: 0})}---${body}`;
}
