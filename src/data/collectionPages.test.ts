import {describe, expect, it} from 'vitest';
import {CLAIMS} from './constants';
import {BLOG_COPY, CASE_STUDY_COPY, NEWSLETTER_COPY, RELATED_COPY, SHARE_COPY} from './collectionPages';
import {collectionPagesSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('collection page copy', () => {
  it('matches its schema', () => {
    expectMatchesSchema(collectionPagesSchema, {
      blog: BLOG_COPY,
      newsletter: NEWSLETTER_COPY,
      caseStudy: CASE_STUDY_COPY,
      related: RELATED_COPY,
      share: SHARE_COPY,
    });
  });

  it('keeps the exact strings of the list pages', () => {
    expect(BLOG_COPY.error).toEqual({
      title: 'Error Loading Blog',
      text: 'There was an error loading the blog posts. Please try refreshing the page.',
      back: '← Back to blog',
    });
    expect(BLOG_COPY.backLink).toBe('Back to all articles');
    expect(BLOG_COPY.articleTag).toBe('Blog Article');
    expect(BLOG_COPY.share).toBe('Share Article');
    expect(NEWSLETTER_COPY.subscribe.note).toBe('Free weekly insights • No spam • Unsubscribe anytime');
    expect(SHARE_COPY.copied).toBe('Link copied');
  });

  it('takes the headline figures from the constants', () => {
    expect(BLOG_COPY.stat.value).toBe(CLAIMS.dispensariesBlog);
    expect(NEWSLETTER_COPY.stats.map((s) => s.value)).toEqual([
      CLAIMS.newsletterWeeklySubscribers,
      String(CLAIMS.newsletterIssues),
      CLAIMS.newsletterOpenRate,
    ]);
  });
});
