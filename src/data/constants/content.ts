/** How many entries the content blocks show, and their fixed labels (docs-engineering/decisions.md#product-figures). */

export const CONTENT = {
  blogTeaserCount: 3,
  /** Cards per /blog page; older posts are on /blog/page/2 and on. */
  blogPostsPerPage: 12,
  relatedPosts: 2,
  readTimeLabel: '5 min read',
  newsletterArchiveCount: 3,
  newsletterTopicTags: 2,
  homeGuardMinDigits: 7,
} as const;
