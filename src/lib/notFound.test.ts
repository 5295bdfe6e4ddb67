import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {NOT_FOUND_SECTIONS} from '../data/notFound';
import {notFoundRouteOf, notFoundSectionFor} from './notFound';

// Checked here rather than in the data file, which the page loads: zod stays out of the main bundle.
const notFoundSectionSchema = z.object({
  list: z.string().regex(/^\/[a-z-]+$/),
  title: z.string().min(1),
  text: z.string().min(1),
  back: z.string().startsWith('← '),
});

describe('NOT_FOUND_SECTIONS', () => {
  it('match their schema, one per list', () => {
    for (const section of NOT_FOUND_SECTIONS) expect(notFoundSectionSchema.safeParse(section).success).toBe(true);
    expect(new Set(NOT_FOUND_SECTIONS.map(({list}) => list)).size).toBe(NOT_FOUND_SECTIONS.length);
  });

  it("carry the blog's own words for an unknown article", () => {
    expect(notFoundSectionFor('/blog/no-such-post')).toEqual({
      list: '/blog',
      title: 'Article Not Found',
      text: "The blog post you're looking for could not be found.",
      back: '← Back to Blog',
    });
  });
});

describe('notFoundSectionFor', () => {
  it('finds the section of an entry below a list, with or without a trailing slash', () => {
    expect(notFoundSectionFor('/newsletters/issue-0')?.title).toBe('Issue Not Found');
    expect(notFoundSectionFor('/case-studies/nowhere/')?.title).toBe('Case Study Not Found');
    expect(notFoundSectionFor('/docs/integrations/unknown-pos')?.title).toBe('Page Not Found');
    expect(notFoundSectionFor('/changelog/v0-0-0')?.title).toBe('Release Note Not Found');
  });

  it('leaves every other unknown path to the home redirect', () => {
    for (const path of ['/no-such-page', '/blogs/x', '/blog', '/docsx/y', '/', '/404.html'])
      expect(notFoundSectionFor(path)).toBeNull();
  });

  it('puts each pre-rendered page inside its own section', () => {
    for (const section of NOT_FOUND_SECTIONS) expect(notFoundSectionFor(notFoundRouteOf(section))).toBe(section);
  });
});
