import {describe, expect, it} from 'vitest';
import {htmlFileOf, isIgnored, selectSearchableRoutes} from './selectPages';
import {DEFAULT_OPTIONS, validateOptions} from './options';

describe('selectSearchableRoutes', () => {
  const routes = [
    '/',
    '/about',
    '/contact-us',
    '/blog/tags/ai',
    '/blog/tags',
    '/blog/archive',
    '/404.html',
    '/newsletters/issue-46',
    '/about',
  ];
  const noIndex = (route: string) => route === '/contact-us';

  it('keeps content pages once, leaving out noindex, ignored listings and the 404 page', () => {
    expect(selectSearchableRoutes(routes, noIndex, ['/blog/tags/**', '/blog/archive'])).toEqual([
      '/',
      '/about',
      '/newsletters/issue-46',
    ]);
  });
});

describe('isIgnored', () => {
  it('treats /** as a prefix and anything else as an exact path', () => {
    expect(isIgnored('/blog/tags/ai', ['/blog/tags/**'])).toBe(true);
    expect(isIgnored('/blog/tagsmith', ['/blog/tags/**'])).toBe(false);
    expect(isIgnored('/blog/archive', ['/blog/archive'])).toBe(true);
    expect(isIgnored('/blog/archive-2024', ['/blog/archive'])).toBe(false);
  });
});

describe('htmlFileOf', () => {
  it('follows the trailingSlash setting', () => {
    expect(htmlFileOf('/', false)).toBe('index.html');
    expect(htmlFileOf('/about', false)).toBe('about.html');
    expect(htmlFileOf('/blog/post', false)).toBe('blog/post.html');
    expect(htmlFileOf('/blog/post', true)).toBe('blog/post/index.html');
    expect(htmlFileOf('/blog/post', undefined)).toBe('blog/post/index.html');
    expect(htmlFileOf('/es/docs', false, '/es/')).toBe('docs.html');
    expect(htmlFileOf('/es/', false, '/es/')).toBe('index.html');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});
  it('fills the defaults', () => {
    expect(validate(undefined)).toMatchObject({outputDir: 'pagefind', language: 'en'});
  });
  it('names a bad field', () => {
    expect(() => validate({outputDir: '../out'})).toThrow('outputDir');
  });
});
