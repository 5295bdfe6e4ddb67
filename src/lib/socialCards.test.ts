import {describe, expect, it} from 'vitest';
import {socialCardPath} from './socialCards';

describe('socialCardPath', () => {
  it.each([
    ['/', '/img/social/index.png'],
    ['/pricing', '/img/social/pricing.png'],
    ['/pricing/', '/img/social/pricing.png'],
    ['/blog/my-post?utm=x#faq', '/img/social/blog/my-post.png'],
    ['/docs/integrations/dutchie', '/img/social/docs/integrations/dutchie.png'],
    ['/changelog', '/img/social/changelog.png'],
    ['/404.html', '/img/social/404.png'],
  ])('%s → %s', (route, file) => {
    expect(socialCardPath(route)).toBe(file);
  });

  it('keeps distinct routes apart and never leaves the folder', () => {
    expect(new Set(['/blog', '/blog/page/2', '/blog-page-2'].map(socialCardPath)).size).toBe(3);
    expect(socialCardPath('/a/%2E%2E/b')).toBe('/img/social/a/_/b.png');
    expect(socialCardPath('/a%2Fb')).toBe('/img/social/a_b.png');
  });
});
