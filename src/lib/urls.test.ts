import {describe, expect, it} from 'vitest';
import {absoluteUrl, normalizePath, withoutTrailingSlash} from './urls';

describe('urls', () => {
  it('drops trailing slashes but keeps the home path', () => {
    expect(withoutTrailingSlash('/contact-us/')).toBe('/contact-us');
    expect(withoutTrailingSlash('/docs//')).toBe('/docs');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('//')).toBe('/');
  });

  it('normalises a location to its route', () => {
    expect(normalizePath('/pricing/?plan=annual#faq')).toBe('/pricing');
    expect(normalizePath('?x=1')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('joins the site URL and a path, keeping absolute URLs', () => {
    expect(absoluteUrl('https://www.budbot.ai', '/pricing')).toBe('https://www.budbot.ai/pricing');
    expect(absoluteUrl('https://www.budbot.ai/', '/')).toBe('https://www.budbot.ai/');
    expect(absoluteUrl('https://www.budbot.ai', 'img/og/a.png')).toBe('https://www.budbot.ai/img/og/a.png');
    expect(absoluteUrl('https://www.budbot.ai', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
