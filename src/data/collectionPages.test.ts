import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {CLAIMS} from './constants';
import {BLOG_COPY, CASE_STUDY_COPY, NEWSLETTER_COPY, RELATED_COPY, SHARE_COPY} from './collectionPages';
import {ICON_NAMES} from '../components/shared/Icon/icons';

const text = z.string().min(2);
const link = z.union([
  z.object({label: text, to: z.string().regex(/^\/[a-z0-9/-]*$/)}).strict(),
  z.object({label: text, href: z.url()}).strict(),
]);
const reason = z.object({icon: z.enum(ICON_NAMES), title: text, text: z.string().min(40)}).strict();
const stat = z.object({value: text, label: text}).strict();

const schema = z.object({
  blog: z.object({error: z.object({title: text, text, back: text}).strict(), stat, defaultDescription: z.string().min(20)}).loose(),
  newsletter: z.object({stats: z.array(stat).length(3), trustReasons: z.array(reason).length(3), subscribe: z.object({title: text, text, note: text}).strict()}).loose(),
  caseStudy: z.object({cta: z.object({title: text, text, actions: z.array(link).min(1).max(3)}).strict()}).loose(),
  related: z.object({title: text, product: z.object({title: text, description: text, to: z.string()}).strict()}).loose(),
  share: z.object({copied: text, copiedText: text, failed: text}).strict(),
});

describe('collection page copy', () => {
  it('matches its schema', () => {
    expect(() =>
      schema.parse({blog: BLOG_COPY, newsletter: NEWSLETTER_COPY, caseStudy: CASE_STUDY_COPY, related: RELATED_COPY, share: SHARE_COPY}),
    ).not.toThrow();
  });

  it("keeps the spec's exact strings", () => {
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
