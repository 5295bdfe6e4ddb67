// npm run card -- /blog/your-slug — draws the social card of one page, as the
// build would, and prints where the PNG is. Reads the page's MDX front matter
// (blog, newsletters, case-studies, changelog, docs) or its entry of
// src/data/pageMeta.ts, so a writer sees the card before any build.
import {existsSync, mkdirSync, copyFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_META} from '../src/data/pageMeta';
import {socialCardPath} from '../src/lib/socialCards';
import {cardAssets} from '../plugins/social-cards/build';
import {planCards} from '../plugins/social-cards/cardCache';
import {humanize, pageCard, type CardContent} from '../plugins/social-cards/cardContent';
import {drawCards} from '../plugins/social-cards/drawCards';
import {DEFAULT_OPTIONS} from '../plugins/social-cards/options';
import {INSTANCES, ROOT, docCardOf, entryCardOf, entrySlug, mdxFiles, parseMdx} from './lib/siteContent.mjs';

async function entryContent(folder: string, slug: string): Promise<CardContent | undefined> {
  const dir = path.join(ROOT, folder);
  if (!existsSync(dir)) return undefined;
  for (const file of mdxFiles(dir)) {
    const {frontMatter} = await parseMdx(file);
    if (entrySlug(file, frontMatter) === slug) return entryCardOf(folder, file, frontMatter);
  }
  return undefined;
}

async function docContent(rest: string): Promise<CardContent | undefined> {
  const base = path.join(ROOT, 'docs', rest);
  const file = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].find(
    (candidate) => existsSync(candidate),
  );
  return file ? docCardOf(file, await parseMdx(file), humanize(path.basename(rest) || 'Help Center')) : undefined;
}

async function contentFor(route: string): Promise<CardContent | undefined> {
  const [first = '', ...rest] = route.split('/').filter(Boolean);
  if (first === 'docs') return docContent(rest.join('/'));
  if (first in INSTANCES && rest.length === 1) {
    const entry = await entryContent(first, rest[0]!);
    if (entry) return entry;
  }
  const meta = PAGE_META.en[route];
  return meta ? pageCard(route, meta.title, DEFAULT_OPTIONS) : undefined;
}

const route = (process.argv[2] ?? '').split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
if (!process.argv[2] || !route.startsWith('/')) {
  console.error('Usage: npm run card -- /blog/your-slug');
  process.exit(2);
}
const content = await contentFor(route);
if (!content) {
  console.error(
    `No page at ${route}: give the address of a post, issue, case study, release note, Help Center page or a page of src/data/pageMeta.ts.`,
  );
  process.exit(1);
}
const cacheDir = path.join(ROOT, DEFAULT_OPTIONS.cacheDir);
mkdirSync(cacheDir, {recursive: true});
const {fonts, salt, tree} = cardAssets(ROOT);
const plan = planCards(
  [{route, content}],
  (card) => tree(card, DEFAULT_OPTIONS.host),
  salt,
  (key) => existsSync(path.join(cacheDir, `${key}.png`)),
);
await drawCards(plan.draw, {cacheDir, fonts, workers: 1});
const target = path.join(ROOT, 'tmp', 'cards', socialCardPath(route).replace(/^\/img\/social\//, ''));
mkdirSync(path.dirname(target), {recursive: true});
copyFileSync(path.join(cacheDir, `${plan.routes[0]!.key}.png`), target);
console.log(`${content.section}: ${content.title}`);
console.log(target);
