import {BLOG_TITLE_SUFFIX, CONTENT, TITLE_SUFFIX} from '../data/constants';
import {BLOG_COPY, RELATED_COPY} from '../data/collectionPages';
import type {CollectionsIndex} from './collections/types';
import {formatLongDate} from './dates';

/** Rules shared by the blog, newsletter and case-study pages; the components only render them. */

export type CollectionType = 'blog' | 'newsletter' | 'case-study';

/** "January 15, 2025": dates are calendar days, so they are read in UTC. */
export const formatDisplayDate = formatLongDate;

/** "2025-01-15" for `<time dateTime>`. */
export function isoDay(date: string | Date): string {
  return new Date(date).toISOString().slice(0, 10);
}

export const blogPageTitle = (title: string) => `${title}${BLOG_TITLE_SUFFIX}`;
export const pageTitle = (title: string) => `${title}${TITLE_SUFFIX}`;

/** The head description of an article: its excerpt, else its description, else the default sentence. */
export function blogDescription(frontMatter: {excerpt?: string; description?: string}): string {
  return frontMatter.excerpt?.trim() || frontMatter.description?.trim() || BLOG_COPY.defaultDescription;
}

/** First `max` topics plus how many are left for the '+N more' tag. */
export function topicTags(
  topics: readonly string[],
  max: number = CONTENT.newsletterTopicTags,
): {shown: string[]; more: number} {
  return {shown: topics.slice(0, max), more: Math.max(0, topics.length - max)};
}

export function authorNames(authors: readonly {name?: string}[], fallback = 'BudBot Team'): string {
  const names = authors.map((author) => author.name).filter((name): name is string => Boolean(name));
  if (names.length === 0) return fallback;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Up to `count` other entries, newest first, never the current one. */
export function otherEntries<T extends {permalink: string}>(
  entries: readonly T[],
  currentPermalink: string,
  count: number = CONTENT.relatedPosts,
): T[] {
  return entries.filter((entry) => entry.permalink !== currentPermalink).slice(0, count);
}

export type RelatedLink = {
  kind: CollectionType | 'product';
  label: string;
  title: string;
  description: string;
  to: string;
};

/**
 * The related-content block of a post, keyed by its type and permalink: the
 * newest entry of each other collection (and of its own, for issues and
 * studies), then the product page a reader of any of them most likely wants next.
 */
export function relatedLinks(type: CollectionType, currentPermalink: string, index: CollectionsIndex): RelatedLink[] {
  const newest = <T extends {permalink: string}>(entries: readonly T[]) =>
    otherEntries(entries, currentPermalink, 1)[0];
  const blog = newest(index.blog.latest);
  const issue = newest(index.newsletters.latest);
  const study = newest(index.caseStudies.latest);
  const byType: Record<CollectionType, RelatedLink | undefined> = {
    'blog': blog && {
      kind: 'blog',
      label: RELATED_COPY.kinds.blog,
      title: blog.title,
      description: blog.description,
      to: blog.permalink,
    },
    'newsletter': issue && {
      kind: 'newsletter',
      label: `${RELATED_COPY.kinds.newsletter} · Issue ${issue.issueNumber}`,
      title: issue.title,
      description: issue.description,
      to: issue.permalink,
    },
    'case-study': study && {
      kind: 'case-study',
      label: RELATED_COPY.kinds['case-study'],
      title: study.title,
      description: study.description,
      to: study.permalink,
    },
  };
  // Blog articles already end with their own "other posts" block.
  const kinds: CollectionType[] = [
    ...(['blog', 'case-study', 'newsletter'] as const).filter((kind) => kind !== type),
    ...(type === 'blog' ? [] : [type]),
  ];
  const links = kinds.map((kind) => byType[kind]).filter((link): link is RelatedLink => Boolean(link));
  const {product} = RELATED_COPY;
  return [
    ...links,
    {
      kind: 'product',
      label: RELATED_COPY.kinds.product,
      title: product.title,
      description: product.description,
      to: product.to,
    },
  ];
}
