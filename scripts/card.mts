// npm run card -- /blog/your-slug — draws the social card of one page, as the
// build would, and prints where the PNG is. Reads the page's MDX front matter
// (blog, newsletters, case-studies, changelog, docs) or its entry of
// src/data/pageMeta.ts, so a writer sees the card before any build.
import {existsSync, mkdirSync, copyFileSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {PAGE_META} from '../src/data/pageMeta';
import {socialCardPath} from '../src/lib/socialCards';
import {cardAssets} from '../plugins/social-cards/index';
import {planCards} from '../plugins/social-cards/cardCache';
import {docCard, entryCard, humanize, pageCard, type CardContent} from '../plugins/social-cards/cardContent';
import {drawCards} from '../plugins/social-cards/drawCards';
import {DEFAULT_OPTIONS} from '../plugins/social-cards/options';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Blog-plugin instances by folder (the blog's instance id is Docusaurus' 'default'). */
const INSTANCES: Record<string, string> = {blog: 'default', newsletters: 'newsletters', 'case-studies': 'case-studies', changelog: 'changelog'};

const parse = async (file: string) => DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: readFileSync(file, 'utf8')});
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? mdxFiles(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));

async function entryContent(folder: string, slug: string): Promise<CardContent | undefined> {
  const dir = path.join(ROOT, folder);
  if (!existsSync(dir)) return undefined;
  for (const file of mdxFiles(dir)) {
    const {frontMatter} = await parse(file);
    const fileSlug = path.basename(file).replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
    if ((frontMatter.slug ?? fileSlug) !== slug) continue;
    const date = (frontMatter.date as string | Date | undefined) ?? /^(\d{4}-\d{2}-\d{2})/.exec(path.basename(file))?.[1] ?? new Date();
    return entryCard({instanceId: INSTANCES[folder]!, title: String(frontMatter.title ?? humanize(slug)), date, frontMatter}, DEFAULT_OPTIONS.blogSections, DEFAULT_OPTIONS.defaultSection);
  }
  return undefined;
}

async function docContent(rest: string): Promise<CardContent | undefined> {
  const base = path.join(ROOT, 'docs', rest);
  const file = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const {frontMatter, content} = await parse(file);
  const heading = /^#\s+(.+)$/m.exec(content)?.[1];
  const title = String(frontMatter.title ?? heading ?? humanize(path.basename(rest) || 'Help Center'));
  return docCard({title, sourceDirName: path.relative(path.join(ROOT, 'docs'), path.dirname(file))}, DEFAULT_OPTIONS.docsSection);
}

async function contentFor(route: string): Promise<CardContent | undefined> {
  const [first = '', ...rest] = route.split('/').filter(Boolean);
  if (first === 'docs') return docContent(rest.join('/'));
  if (first in INSTANCES && rest.length === 1) {
    const entry = await entryContent(first, rest[0]!);
    if (entry) return entry;
  }
  const meta = PAGE_META[route];
  return meta ? pageCard(route, meta.title, DEFAULT_OPTIONS) : undefined;
}

const route = (process.argv[2] ?? '').split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
if (!process.argv[2] || !route.startsWith('/')) {
  console.error('Usage: npm run card -- /blog/your-slug');
  process.exit(2);
}
const content = await contentFor(route);
if (!content) {
  console.error(`No page at ${route}: give the address of a post, issue, case study, release note, Help Center page or a page of src/data/pageMeta.ts.`);
  process.exit(1);
}
const cacheDir = path.join(ROOT, DEFAULT_OPTIONS.cacheDir);
mkdirSync(cacheDir, {recursive: true});
const {fonts, salt, tree} = cardAssets(ROOT);
const plan = planCards([{route, content}], (card) => tree(card, DEFAULT_OPTIONS.host), salt, (key) => existsSync(path.join(cacheDir, `${key}.png`)));
await drawCards(plan.draw, {cacheDir, fonts, workers: 1});
const target = path.join(ROOT, 'tmp', 'cards', socialCardPath(route).replace(/^\/img\/social\//, ''));
mkdirSync(path.dirname(target), {recursive: true});
copyFileSync(path.join(cacheDir, `${plan.routes[0]!.key}.png`), target);
console.log(`${content.section}: ${content.title}`);
console.log(target);
