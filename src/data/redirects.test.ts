import {describe, expect, it} from 'vitest';
import {REDIRECTS, redirectsSchema} from './redirects';

describe('REDIRECTS', () => {
  it('matches its schema', () => {
    expect(redirectsSchema.safeParse(REDIRECTS).success).toBe(true);
  });

  it('covers every alias the site keeps', () => {
    const table = Object.fromEntries(REDIRECTS.map((r) => [r.from, r.to]));
    expect(table).toEqual({
      '/business-intelligence': '/ai-agents',
      '/services/seo-services': '/ai-agents',
      '/seo-reviews': '/agents/review-agent',
      '/services/website-building': '/services/consultancy',
      '/services/ai-implementation': '/services/consultancy',
      '/contact-us': '/contact',
      '/chat-widget': '/ai-product-bot',
    });
  });

  it('rejects a chained or duplicated alias', () => {
    expect(
      redirectsSchema.safeParse([
        {from: '/a', to: '/b'},
        {from: '/b', to: '/c'},
      ]).success,
    ).toBe(false);
    expect(
      redirectsSchema.safeParse([
        {from: '/a', to: '/b'},
        {from: '/a', to: '/c'},
      ]).success,
    ).toBe(false);
  });
});
