import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  blogFrontMatterSchema,
  caseStudyFrontMatterSchema,
  newsletterFrontMatterSchema,
  type BlogFrontMatter,
  type CaseStudyFrontMatter,
  type NewsletterFrontMatter,
} from '../../../src/lib/collections/frontMatter';

/**
 * The MDX files of the three collections, read the way the site reads them, so
 * the browser tests compare pages with what writers wrote (never retyped).
 */
type Folder = 'blog' | 'newsletters' | 'case-studies';

function files(folder: Folder): string[] {
  return readdirSync(path.resolve(folder))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Slugs listed synchronously, so each entry gets its own test. */
export function slugs(folder: Folder): string[] {
  return files(folder).map((file) => {
    const match = /^slug:\s*["']?([a-z0-9-]+)["']?\s*$/m.exec(readFileSync(file, 'utf8'));
    if (!match) throw new Error(`${file} has no slug`);
    return match[1]!;
  });
}

async function frontMatterOf(folder: Folder, slug: string): Promise<unknown> {
  for (const file of files(folder)) {
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: readFileSync(file, 'utf8')});
    if (frontMatter.slug === slug) return frontMatter;
  }
  throw new Error(`No ${folder} entry with slug ${slug}`);
}

export const blogPost = async (slug: string): Promise<BlogFrontMatter> =>
  blogFrontMatterSchema.parse(await frontMatterOf('blog', slug));
export const newsletterIssue = async (slug: string): Promise<NewsletterFrontMatter> =>
  newsletterFrontMatterSchema.parse(await frontMatterOf('newsletters', slug));
export const caseStudy = async (slug: string): Promise<CaseStudyFrontMatter> =>
  caseStudyFrontMatterSchema.parse(await frontMatterOf('case-studies', slug));

/** Display names of blog/authors.yml keys (the file is a flat `key:\n  name: …` list). */
export function authorName(folder: 'blog' | 'newsletters', key: string): string {
  const yml = readFileSync(path.resolve(folder, 'authors.yml'), 'utf8');
  const match = new RegExp(`^${key}:\\s*\\n\\s+name:\\s*(.+)$`, 'm').exec(yml);
  if (!match) throw new Error(`${folder}/authors.yml has no ${key}`);
  return match[1]!.trim().replace(/^["']|["']$/g, '');
}
