/** Slim summaries of the three MDX collections, shared as plugin global data. */

export type BlogSummary = {
  id: string;
  slug: string;
  permalink: string;
  title: string;
  description: string;
  category: string;
  date: string;
  author: string;
  image: string;
  gif?: string;
  mediaType: 'gif' | 'video' | 'image';
};

export type NewsletterSummary = {
  id: string;
  permalink: string;
  issueNumber: number;
  title: string;
  description: string;
  date: string;
  readTime: string;
  topics: string[];
  image: string;
};

export type CaseStudySummary = {
  id: string;
  permalink: string;
  title: string;
  description: string;
  client: string;
  location: string;
  date: string;
  image: string;
};

type CollectionIndex<T> = {
  /** Number of published entries. */
  count: number;
  /** The newest entries first, at most LATEST_COUNT of them. */
  latest: T[];
};

export type CollectionsIndex = {
  blog: CollectionIndex<BlogSummary>;
  newsletters: CollectionIndex<NewsletterSummary>;
  caseStudies: CollectionIndex<CaseStudySummary>;
};
