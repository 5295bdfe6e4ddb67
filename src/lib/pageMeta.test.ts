import {describe, expect, it} from 'vitest';
import {resolveBuildPageMeta, resolvePageMeta, type PageMetaTable} from './pageMeta';
import {absoluteUrl, normalizePath} from './urls';
import {pageMetaSchema} from './pageMetaSchema';

const home = {
  title: 'AI Virtual Budtender for Cannabis Dispensaries | BudBot',
  description: 'BudBot answers shoppers, recommends products and recovers abandoned carts on your dispensary website.',
  keywords: ['cannabis chatbot', 'virtual budtender', 'dispensary'],
  canonical: '/',
};
const pricing = {...home, title: 'Pricing for every dispensary | BudBot', canonical: '/pricing'};
const table: PageMetaTable = {'/': home, '/pricing': pricing};

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/pricing/', '/pricing'],
    ['/pricing', '/pricing'],
    ['/pricing?x=1#plans', '/pricing'],
    ['/agents/upsell-agent/', '/agents/upsell-agent'],
  ])('%s -> %s', (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe('resolveBuildPageMeta', () => {
  it('looks a translated page up by its own path and gives its canonical the language’s prefix', () => {
    expect(resolveBuildPageMeta(table, '/es/pricing/', '/es/')).toEqual({
      meta: {...pricing, canonical: '/es/pricing'},
      known: true,
    });
    expect(resolveBuildPageMeta(table, '/es/', '/es/').meta.canonical).toBe('/es/');
    expect(resolveBuildPageMeta(table, '/es/no-such-page', '/es/')).toEqual({
      meta: {...home, canonical: '/es/'},
      known: false,
    });
  });
  it('leaves the default language’s addresses as they are', () => {
    expect(resolveBuildPageMeta(table, '/pricing', '/')).toEqual({meta: pricing, known: true});
  });
});

describe('resolvePageMeta', () => {
  it('finds a listed route with or without a trailing slash', () => {
    expect(resolvePageMeta(table, '/pricing/').meta).toBe(pricing);
  });
  it('falls back to the home entry', () => {
    expect(resolvePageMeta(table, '/blog/some-post')).toEqual({meta: home, known: false});
  });
  it('refuses a table without a home entry', () => {
    expect(() => resolvePageMeta({'/pricing': pricing}, '/x')).toThrow(/home entry/);
  });
});

describe('pageMetaSchema', () => {
  it('rejects a title without the brand suffix', () => {
    expect(pageMetaSchema.safeParse({...home, title: 'AI Virtual Budtender for Dispensaries'}).success).toBe(false);
  });
  it('rejects an SVG social image', () => {
    expect(pageMetaSchema.safeParse({...home, ogImage: '/img/og/x.svg'}).success).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path', () => {
    expect(absoluteUrl('https://www.budbot.ai', '/pricing')).toBe('https://www.budbot.ai/pricing');
    expect(absoluteUrl('https://www.budbot.ai/', '/')).toBe('https://www.budbot.ai/');
    expect(absoluteUrl('https://www.budbot.ai', 'img/og/a.png')).toBe('https://www.budbot.ai/img/og/a.png');
    expect(absoluteUrl('https://www.budbot.ai', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
