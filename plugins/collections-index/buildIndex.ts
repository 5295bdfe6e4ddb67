import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {BlogSummary, CaseStudySummary, CollectionsIndex, NewsletterSummary} from '../../src/lib/collections/types';

/**
 * Global data goes into every page's JavaScript, so it holds counts and only
 * the newest few entries: enough for the home teaser, the content hub and
 * "other posts" blocks, and flat in size however many posts writers add.
 */
export const LATEST_COUNT = 3;

type FrontMatter = Record<string, unknown>;

const str = (fm: FrontMatter, key: string, fallback = ''): string =>
  typeof fm[key] === 'string' ? (fm[key] as string) : fallback;
const isoDay = (date: Date | string): string => new Date(date).toISOString().slice(0, 10);
const listed = (posts: readonly BlogPost[]) => posts.filter((post) => !post.metadata.unlisted);

export function toBlogSummary({id, metadata}: BlogPost): BlogSummary {
  const fm = metadata.frontMatter as FrontMatter;
  const mediaType = str(fm, 'mediaType', 'image') as BlogSummary['mediaType'];
  return {
    id,
    slug: str(fm, 'slug', id),
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    category: str(fm, 'category'),
    date: isoDay(metadata.date),
    author: metadata.authors[0]?.name ?? 'BudBot Team',
    image: str(fm, 'image'),
    ...(typeof fm.gif === 'string' ? {gif: fm.gif} : {}),
    mediaType,
  };
}

export function toNewsletterSummary({id, metadata}: BlogPost): NewsletterSummary {
  const fm = metadata.frontMatter as FrontMatter;
  return {
    id,
    permalink: metadata.permalink,
    issueNumber: typeof fm.issueNumber === 'number' ? fm.issueNumber : 0,
    title: metadata.title,
    description: metadata.description,
    date: isoDay(metadata.date),
    readTime: str(fm, 'readTime'),
    topics: Array.isArray(fm.topics) ? (fm.topics as string[]) : [],
    image: str(fm, 'image'),
  };
}

export function toCaseStudySummary({id, metadata}: BlogPost): CaseStudySummary {
  const fm = metadata.frontMatter as FrontMatter;
  return {
    id,
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    client: str(fm, 'client'),
    location: str(fm, 'location'),
    date: isoDay(metadata.date),
    image: str(fm, 'image'),
  };
}

function summarise<T>(content: BlogContent | undefined, toSummary: (post: BlogPost) => T) {
  const posts = listed(content?.blogPosts ?? []);
  return {count: posts.length, latest: posts.slice(0, LATEST_COUNT).map(toSummary)};
}

/** Blog content is newest first already (the plugin sorts by date). */
export function buildCollectionsIndex(content: {
  blog?: BlogContent;
  newsletters?: BlogContent;
  caseStudies?: BlogContent;
}): CollectionsIndex {
  return {
    blog: summarise(content.blog, toBlogSummary),
    newsletters: summarise(content.newsletters, toNewsletterSummary),
    caseStudies: summarise(content.caseStudies, toCaseStudySummary),
  };
}
