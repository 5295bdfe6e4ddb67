import {describe, expect, it} from 'vitest';
import {isMarkdownTwin, twinPathOf} from './markdownTwin';

describe('twinPathOf', () => {
  it('appends .md to a page path, with or without a trailing slash', () => {
    expect(twinPathOf('/docs/integrations/dutchie', ['docs', 'blog'])).toBe('/docs/integrations/dutchie.md');
    expect(twinPathOf('/docs/integrations', ['/docs'])).toBe('/docs/integrations.md');
    expect(twinPathOf('/blog/ai-at-the-counter/', ['docs', 'blog'])).toBe('/blog/ai-at-the-counter.md');
  });

  it('puts the twin of a route base inside its folder', () => {
    expect(twinPathOf('/docs', ['docs', 'blog'])).toBe('/docs/index.md');
    expect(twinPathOf('/docs/', ['/docs'])).toBe('/docs/index.md');
    expect(twinPathOf('/', [])).toBe('/index.md');
  });
});

describe('isMarkdownTwin', () => {
  it('accepts a twin', () => {
    expect(isMarkdownTwin(200, '# Dutchie\n\nConnect your menu.\n')).toBe(true);
  });

  it('refuses the dev server’s HTML fallback, an error, or an empty body', () => {
    expect(isMarkdownTwin(200, '<!DOCTYPE html><html><body>App</body></html>')).toBe(false);
    expect(isMarkdownTwin(404, '# Not found')).toBe(false);
    expect(isMarkdownTwin(200, '')).toBe(false);
  });
});
