import {describe, expect, it} from 'vitest';
import {BLOG_TITLE_SUFFIX, CONTENT, TITLE_SUFFIX} from '../data/constants';
import {BLOG_COPY} from '../data/collectionPages';
import type {CollectionsIndex} from './collections/types';
import {
  authorNames,
  blogDescription,
  blogPageTitle,
  formatDisplayDate,
  isoDay,
  otherEntries,
  pageTitle,
  relatedLinks,
  topicTags,
} from './collectionPages';

const post = (slug: string) => ({
  id: slug,
  slug,
  permalink: `/blog/${slug}`,
  title: `Post ${slug}`,
  description: `About ${slug}`,
  category: 'AI Technology',
  date: '2025-01-15',
  author: 'Maya Chen',
  image: `/img/blog/${slug}.svg`,
  mediaType: 'image' as const,
});
const issue = (n: number) => ({
  id: `issue-${n}`,
  permalink: `/newsletters/issue-${n}`,
  issueNumber: n,
  title: `Issue ${n}`,
  description: `Issue ${n} text`,
  date: '2024-11-17',
  readTime: '10 min read',
  topics: ['AI', 'Retail'],
  image: '/img/newsletters/x.svg',
});
const study = (slug: string) => ({
  id: slug,
  permalink: `/case-studies/${slug}`,
  title: `Study ${slug}`,
  description: `Study ${slug} text`,
  client: 'Store',
  location: 'Portland, OR',
  date: '2024-10-01',
  image: '/img/case-studies/x.svg',
});
const index: CollectionsIndex = {
  blog: {count: 3, latest: [post('a'), post('b'), post('c')]},
  newsletters: {count: 2, latest: [issue(47), issue(46)]},
  caseStudies: {count: 2, latest: [study('x'), study('y')]},
};

describe('dates', () => {
  it('formats calendar days in UTC', () => {
    expect(formatDisplayDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatDisplayDate('2025-01-15T00:00:00.000Z')).toBe('January 15, 2025');
    expect(isoDay(new Date('2024-11-17T00:00:00Z'))).toBe('2024-11-17');
  });
});

describe('titles and descriptions', () => {
  it('adds the blog and site suffixes', () => {
    expect(blogPageTitle('KPIs')).toBe(`KPIs${BLOG_TITLE_SUFFIX}`);
    expect(pageTitle('Issue 47')).toBe(`Issue 47${TITLE_SUFFIX}`);
  });
  it('prefers the excerpt, then the description, then the default sentence', () => {
    expect(blogDescription({excerpt: 'Short', description: 'Long'})).toBe('Short');
    expect(blogDescription({description: 'Long'})).toBe('Long');
    expect(blogDescription({excerpt: '  ', description: ''})).toBe(BLOG_COPY.defaultDescription);
  });
});

describe('topicTags', () => {
  it('shows the first topics and counts the rest', () => {
    expect(topicTags(['A', 'B', 'C', 'D', 'E'])).toEqual({
      shown: ['A', 'B'].slice(0, CONTENT.newsletterTopicTags),
      more: 5 - CONTENT.newsletterTopicTags,
    });
    expect(topicTags(['A'], 2)).toEqual({shown: ['A'], more: 0});
  });
});

describe('authorNames', () => {
  it('joins names', () => {
    expect(authorNames([{name: 'A'}])).toBe('A');
    expect(authorNames([{name: 'A'}, {name: 'B'}, {name: 'C'}])).toBe('A, B and C');
    expect(authorNames([])).toBe('BudBot Team');
  });
});

describe('otherEntries', () => {
  it('skips the current post and keeps at most the related count', () => {
    const others = otherEntries(index.blog.latest, '/blog/a');
    expect(others.map((p) => p.slug)).toEqual(['b', 'c'].slice(0, CONTENT.relatedPosts));
    expect(otherEntries(index.blog.latest, '/blog/b', 5).map((p) => p.slug)).toEqual(['a', 'c']);
  });
});

describe('relatedLinks', () => {
  it('links a blog post to the other collections and the product page', () => {
    const links = relatedLinks('blog', '/blog/a', index);
    expect(links.map((l) => l.to)).toEqual(['/case-studies/x', '/newsletters/issue-47', '/ai-product-bot']);
  });
  it('includes another entry of the same collection for issues and studies, never the current one', () => {
    expect(relatedLinks('newsletter', '/newsletters/issue-47', index).map((l) => l.to)).toEqual([
      '/blog/a',
      '/case-studies/x',
      '/newsletters/issue-46',
      '/ai-product-bot',
    ]);
    expect(relatedLinks('case-study', '/case-studies/x', index).map((l) => l.to)).toEqual([
      '/blog/a',
      '/newsletters/issue-47',
      '/case-studies/y',
      '/ai-product-bot',
    ]);
  });
  it('still offers the product page when the collections are empty', () => {
    const empty: CollectionsIndex = {
      blog: {count: 0, latest: []},
      newsletters: {count: 0, latest: []},
      caseStudies: {count: 0, latest: []},
    };
    expect(relatedLinks('blog', '/blog/a', empty).map((l) => l.kind)).toEqual(['product']);
  });
});
