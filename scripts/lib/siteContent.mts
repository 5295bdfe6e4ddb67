// The site's MDX content as the social-card scripts read it (npm run card,
// npm run bench:cards): which folder is which blog-plugin instance, every MDX
// file of a folder, its front matter, and the card the build draws for it.
// Importing this module runs nothing.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {docCard, entryCard, humanize, type CardContent} from '../../plugins/social-cards/cardContent';
import {DEFAULT_OPTIONS} from '../../plugins/social-cards/options';
import {COLLECTIONS, collectionOptions} from '../../src/config/collections';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Blog-plugin instance ids by folder, from the options the site configures the instances with. */
export const INSTANCES: Record<string, string> = Object.fromEntries(
  COLLECTIONS.map((spec) => collectionOptions(spec)).map((options) => [options.path!, options.id!]),
);

/** Every .md and .mdx file under `dir`, depth first. */
export const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? mdxFiles(path.join(dir, entry.name))
      : /\.mdx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

/** Front matter and body, parsed as Docusaurus parses them. */
export const parseMdx = (file: string) =>
  DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: readFileSync(file, 'utf8')});

/** An entry's slug: its front matter's, else its file name without the date prefix. */
export const entrySlug = (file: string, frontMatter: Record<string, unknown>): string =>
  String(
    frontMatter.slug ??
      path
        .basename(file)
        .replace(/\.mdx?$/, '')
        .replace(/^\d{4}-\d{2}-\d{2}-/, ''),
  );

/** The card of a blog-plugin entry (post, issue, case study, release note), dated as the plugin dates it. */
export function entryCardOf(folder: string, file: string, frontMatter: Record<string, unknown>): CardContent {
  const date =
    (frontMatter.date as string | Date | undefined) ??
    /^(\d{4}-\d{2}-\d{2})/.exec(path.basename(file))?.[1] ??
    new Date();
  const title = String(frontMatter.title ?? humanize(entrySlug(file, frontMatter)));
  return entryCard(
    {instanceId: INSTANCES[folder]!, title, date, frontMatter},
    DEFAULT_OPTIONS.blogSections,
    DEFAULT_OPTIONS.defaultSection,
  );
}

/** The card of a Help Center page, titled by its front matter, else its first heading, else `fallbackTitle`. */
export function docCardOf(
  file: string,
  {frontMatter, content}: {frontMatter: Record<string, unknown>; content: string},
  fallbackTitle: string,
): CardContent {
  const heading = /^#\s+(.+)$/m.exec(content)?.[1];
  const title = String(frontMatter.title ?? heading ?? fallbackTitle);
  return docCard(
    {title, sourceDirName: path.relative(path.join(ROOT, 'docs'), path.dirname(file))},
    DEFAULT_OPTIONS.docsSection,
  );
}
