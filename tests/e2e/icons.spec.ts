import {findEmoji} from '../../src/lib/emoji';
import {expect, test} from './support/test';
import {walkRoutes} from './support/routes';

/**
 * Icons are drawn (lucide SVG), never emoji: emoji show as empty boxes where
 * no emoji font is installed. No page's main content may contain an emoji
 * code point once it has hydrated.
 */
test.describe('no emoji in main content', () => {
  for (const route of walkRoutes()) {
    test(route, async ({page}) => {
      await page.goto(route);
      const texts = await page.locator('main').allTextContents();
      expect(texts.length, `${route} has a main element`).toBeGreaterThan(0);
      expect(findEmoji(texts.join('\n')), route).toEqual([]);
    });
  }
});
