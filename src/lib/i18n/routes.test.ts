import {describe, expect, it} from 'vitest';
import {counterpartOf, existsIn, isEnglishOnlyPath, localPath, localizedPath, splitLocale} from './routes';

describe('the languages of the pages', () => {
  it('knows the English-only collections, their feeds and pages, and nothing that only starts alike', () => {
    for (const path of [
      '/blog',
      '/blog/kpis',
      '/blog/rss.xml',
      '/newsletters/issue-47',
      '/case-studies',
      '/changelog/x',
    ])
      expect(isEnglishOnlyPath(path), path).toBe(true);
    for (const path of ['/blogroll', '/docs/integrations/dutchie', '/pricing', '/', '/changelogs'])
      expect(isEnglishOnlyPath(path), path).toBe(false);
  });

  it('says a page exists in Spanish unless it is English only or not translated yet', () => {
    expect(existsIn('/pricing', 'es')).toBe(true);
    expect(existsIn('/pricing#plans', 'es')).toBe(true);
    expect(existsIn('/blog/kpis', 'es')).toBe(false);
    expect(existsIn('/docs/integrations/cova', 'es', ['/docs/integrations/cova'])).toBe(false);
    expect(existsIn('/docs/integrations/cova/', 'es', ['/docs/integrations/cova'])).toBe(false);
    expect(existsIn('/blog/kpis', 'en')).toBe(true);
  });

  it('writes and reads a language prefix', () => {
    expect(localizedPath('/pricing', 'es')).toBe('/es/pricing');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/pricing', 'en')).toBe('/pricing');
    expect(localPath('/es/docs', '/es/')).toBe('/docs');
    expect(localPath('/docs', '/')).toBe('/docs');
    // The home of a translated build is its prefix, with or without the slash.
    expect(localPath('/es/', '/es/')).toBe('/');
    expect(localPath('/es', '/es/')).toBe('/');
    expect(splitLocale('/es/docs/x', ['en', 'es'])).toEqual({locale: 'es', path: '/docs/x'});
    expect(splitLocale('/es', ['en', 'es'])).toEqual({locale: 'es', path: '/'});
    expect(splitLocale('/fr/x', ['en', 'es'])).toEqual({locale: 'en', path: '/fr/x'});
    expect(splitLocale('/estimate', ['en', 'es'])).toEqual({locale: 'en', path: '/estimate'});
  });

  it('switches to the same page, section and query in the other language, or to its home', () => {
    expect(counterpartOf({path: '/pricing', hash: '#plans'}, 'es')).toBe('/es/pricing#plans');
    expect(counterpartOf({path: '/ask', search: '?q=dutchie'}, 'es')).toBe('/es/ask?q=dutchie');
    expect(counterpartOf({path: '/blog/kpis'}, 'es')).toBe('/es/');
    expect(counterpartOf({path: '/docs/x'}, 'es', ['/docs/x'])).toBe('/es/');
    expect(counterpartOf({path: '/docs/integrations/dutchie'}, 'en')).toBe('/docs/integrations/dutchie');
  });
});
