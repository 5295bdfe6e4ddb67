import {describe, expect, it} from 'vitest';
import {withLanguageAlternates} from './sitemap';

const site = {
  siteUrl: 'https://www.budbot.ai',
  locales: ['en', 'es'] as const,
  defaultLocale: 'en' as const,
  htmlLang: (locale: string) => (locale === 'es' ? 'es-US' : 'en'),
  untranslated: {es: ['/docs/integrations/cova']},
};

describe('the sitemap with alternate languages', () => {
  it('lists each translated page beside its English page, both with the same alternates', () => {
    const items = withLanguageAlternates(
      [{url: 'https://www.budbot.ai/pricing', changefreq: 'weekly', priority: 0.5}],
      site,
    );
    const links = [
      {lang: 'en', url: 'https://www.budbot.ai/pricing'},
      {lang: 'es-US', url: 'https://www.budbot.ai/es/pricing'},
      {lang: 'x-default', url: 'https://www.budbot.ai/pricing'},
    ];
    expect(items).toEqual([
      {url: 'https://www.budbot.ai/pricing', changefreq: 'weekly', priority: 0.5, links},
      {url: 'https://www.budbot.ai/es/pricing', changefreq: 'weekly', priority: 0.5, links},
    ]);
  });

  it('lists the home pages and keeps an English-only page alone', () => {
    const items = withLanguageAlternates(
      [
        {url: 'https://www.budbot.ai/'},
        {url: 'https://www.budbot.ai/blog/kpis'},
        {url: 'https://www.budbot.ai/docs/integrations/cova'},
      ],
      site,
    );
    expect(items.map((item) => item.url)).toEqual([
      'https://www.budbot.ai/',
      'https://www.budbot.ai/es/',
      'https://www.budbot.ai/blog/kpis',
      'https://www.budbot.ai/docs/integrations/cova',
    ]);
    expect(items[2]).toEqual({url: 'https://www.budbot.ai/blog/kpis'});
  });
});
