import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {LOCALES} from '../data/constants';
import {NOT_FOUND_COPY, NOT_FOUND_SECTIONS} from '../data/notFound';
import {localizedNotFoundFor, notFoundPageFor, notFoundRouteOf, notFoundSectionFor} from './notFound';

// Checked here rather than in the data file, which the page loads: zod stays out of the main bundle.
const notFoundSectionSchema = z.object({
  list: z.string().regex(/^\/[a-z-]+$/),
  title: z.string().min(1),
  text: z.string().min(1),
  back: z.string().startsWith('← '),
});
const notFoundCopySchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  text: z.string().min(1),
  home: z.string().min(1),
});

describe('NOT_FOUND_SECTIONS', () => {
  it.each(LOCALES)('match their schema, one per list, in %s', (locale) => {
    const sections = NOT_FOUND_SECTIONS[locale];
    for (const section of sections) expect(notFoundSectionSchema.safeParse(section).success).toBe(true);
    expect(sections.map(({list}) => list)).toEqual(NOT_FOUND_SECTIONS.en.map(({list}) => list));
    expect(new Set(sections.map(({list}) => list)).size).toBe(sections.length);
    expect(notFoundCopySchema.safeParse(NOT_FOUND_COPY[locale]).success).toBe(true);
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
    for (const section of NOT_FOUND_SECTIONS.en) expect(notFoundSectionFor(notFoundRouteOf(section))).toBe(section);
  });
});

describe('localizedNotFoundFor', () => {
  it('reads the language from the address and answers in it', () => {
    expect(localizedNotFoundFor('/es/docs/integrations/unknown-pos')).toEqual({
      locale: 'es',
      section: NOT_FOUND_SECTIONS.es.find(({list}) => list === '/docs'),
    });
    expect(localizedNotFoundFor('/es/docs/404').section?.title).toBe('Página no encontrada');
    expect(localizedNotFoundFor('/docs/x')).toEqual({locale: 'en', section: NOT_FOUND_SECTIONS.en[3]});
  });

  it('sends an address of a list its language does not have home', () => {
    expect(localizedNotFoundFor('/es/blog/no-such-post')).toEqual({locale: 'es', section: null});
    expect(localizedNotFoundFor('/es/pagina-que-no-existe')).toEqual({locale: 'es', section: null});
    expect(localizedNotFoundFor('/es/404.html').section).toBeNull();
  });
});

describe('notFoundPageFor', () => {
  it.each([
    ['/blog/x', '/blog/404'],
    ['/no-such-page', '/404'],
    ['/es/docs/x/y', '/es/docs/404'],
    ['/es/pagina-que-no-existe', '/es/404'],
    ['/es/blog/x', '/es/404'],
  ])('%s is answered with %s', (address, page) => {
    expect(notFoundPageFor(address)).toBe(page);
  });
});
