// npm run new -- <blog|newsletter|case-study|changelog> "<title>"
// npm run new -- doc <section> "<title>"
// Starts a content file right: today's date, a slug from the title,
// every required front-matter field with a placeholder that `npm run check`
// flags until it is filled, the truncate marker where the list pages need
// one, and for a Help Center page its entry in sidebars.ts.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadSite, readFrontMatter} from './lib/contentCheck/site';
import {todayIso} from './lib/contentCheck/finding';
import {addDocToSidebar} from './lib/newEntry/sidebar';
import {
  NEW_KINDS,
  entryAddress,
  entryPath,
  entryText,
  slugify,
  type NewEntry,
  type NewKind,
} from './lib/newEntry/template';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = process.env.PORT ?? '3000';
const USAGE = `Usage: npm run new -- <${Object.keys(NEW_KINDS)
  .filter((kind) => kind !== 'doc')
  .join('|')}> "<title>"\n       npm run new -- doc <section> "<title>"`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const [kindArg, ...rest] = process.argv.slice(2);
if (!kindArg || !(kindArg in NEW_KINDS)) fail(kindArg ? `Unknown collection "${kindArg}".` : 'Which collection?');
const kind = kindArg as NewKind;
const section = kind === 'doc' ? rest.shift() : undefined;
const title = rest.join(' ').trim();
if (kind === 'doc') {
  const sections = readdirSections();
  if (!section || !sections.includes(section))
    fail(`A Help Center page needs its section, one of: ${sections.join(', ')}.`);
}
if (title.length < 5) fail('Give the title in quotes (at least 5 characters).');

function readdirSections(): string[] {
  return readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8')
    .match(/'([a-z0-9-]+)\/[a-z0-9-]+'/g)!
    .map((id) => id.slice(1).split('/')[0]!)
    .filter((value, index, all) => all.indexOf(value) === index);
}

const site = loadSite(ROOT);
const slug = slugify(title);
if (!slug) fail('The title needs letters or digits to make an address from.');
const issueNumbers = site.entries
  .filter((entry) => entry.kind === 'newsletters')
  .map((entry) => Number(readFrontMatter(readFileSync(path.join(ROOT, entry.file), 'utf8')).issueNumber) || 0);
const entry: NewEntry = {
  kind,
  title,
  slug,
  date: todayIso(),
  section,
  issueNumber: kind === 'newsletter' ? Math.max(0, ...issueNumbers) + 1 : undefined,
};
const file = entryPath(entry);

if (existsSync(path.join(ROOT, file))) fail(`${file} exists already.`);
const taken = kind !== 'doc' && site.entries.find((other) => other.kind !== 'docs' && other.slug === slug);
if (taken) fail(`The slug "${slug}" is ${taken.file}'s already; choose another title.`);

mkdirSync(path.dirname(path.join(ROOT, file)), {recursive: true});
writeFileSync(path.join(ROOT, file), entryText(entry));
if (kind === 'doc') {
  const sidebars = path.join(ROOT, 'sidebars.ts');
  writeFileSync(sidebars, addDocToSidebar(readFileSync(sidebars, 'utf8'), section!, `${section}/${slug}`));
}

console.log(`Created ${file}${kind === 'doc' ? ` (and its entry in sidebars.ts)` : ''}`);
console.log(`Address under npm start: http://localhost:${PORT}${entryAddress(entry)}`);
console.log('Next: replace every "FILL IN:" value, then run npm run check -- --changed');
