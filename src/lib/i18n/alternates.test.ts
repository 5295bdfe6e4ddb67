import {describe, expect, it} from 'vitest';
import {pageAlternates} from './alternates';

const site = {
  siteUrl: 'https://www.budbot.ai',
  locales: ['en', 'es'] as const,
  defaultLocale: 'en' as const,
  htmlLang: (locale: string) => (locale === 'es' ? 'es-US' : 'en'),
  untranslated: {es: ['/docs/integrations/cova']},
};

describe('alternate-language links', () => {
  it('names both languages and x-default on either page of a pair, the same set on both', () => {
    const english = pageAlternates({...site, pathname: '/pricing', baseUrl: '/', locale: 'en'});
    const spanish = pageAlternates({...site, pathname: '/es/pricing', baseUrl: '/es/', locale: 'es'});
    expect(english).toEqual([
      {hrefLang: 'en', href: 'https://www.budbot.ai/pricing'},
      {hrefLang: 'es-US', href: 'https://www.budbot.ai/es/pricing'},
      {hrefLang: 'x-default', href: 'https://www.budbot.ai/pricing'},
    ]);
    expect(spanish).toEqual(english);
  });

  it('names the home pages as the addresses they are served at', () => {
    expect(pageAlternates({...site, pathname: '/es/', baseUrl: '/es/', locale: 'es'}).map((a) => a.href)).toEqual([
      'https://www.budbot.ai/',
      'https://www.budbot.ai/es/',
      'https://www.budbot.ai/',
    ]);
  });

  it('names none for a page only one language has', () => {
    expect(pageAlternates({...site, pathname: '/blog/kpis', baseUrl: '/', locale: 'en'})).toEqual([]);
    expect(pageAlternates({...site, pathname: '/docs/integrations/cova', baseUrl: '/', locale: 'en'})).toEqual([]);
  });
});
