import type {Page, Route} from '@playwright/test';
import {expect, test} from './support/test';

/**
 * A new visitor on a slow connection: the page paints before its bundles run (src/config/ssgTemplate.ts).
 * `holdBundles` keeps every bundle back until `release()`, so a test can act in that window.
 */
async function holdBundles(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/js/**', (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
        timeout: 15_000,
      });
    },
  };
}

test.describe('before the scripts run', () => {
  test('the calculator sliders are inert, and work and agree with the figures after hydration', async ({page}) => {
    const bundles = await holdBundles(page);
    await page.goto('/', {waitUntil: 'commit'});
    const slider = page.getByRole('slider', {name: /order value/i});
    await expect(slider).toBeVisible();
    await expect(slider).toBeDisabled();
    const before = await page.getByTestId('withoutBot-monthly').textContent();
    await slider.press('ArrowRight', {timeout: 2_000}).catch(() => undefined);
    await bundles.release();
    // The page agrees with itself: the label shows the slider's value and the figures are the default ones.
    const value = await slider.inputValue();
    await expect(page.locator('output').filter({hasText: '$'}).first()).toHaveText(`$${value}`);
    await expect(page.getByTestId('withoutBot-monthly')).toHaveText(before!);
    await expect(slider).toBeEnabled();
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(page.getByTestId('withoutBot-monthly')).not.toHaveText(before!);
  });

  for (const [route, name] of [
    ['/', /next testimonial/i],
    ['/', /show testimonial 2/i],
    ['/demo', /next/i],
    ['/ai-product-bot', /./],
  ] as const) {
    test(`${route}: "${name}" buttons are disabled until they work`, async ({page}) => {
      const bundles = await holdBundles(page);
      await page.goto(route, {waitUntil: 'commit'});
      await page.locator('main').waitFor();
      const buttons = page
        .locator('main button')
        .filter({hasText: name})
        .or(page.locator('main').getByRole('button', {name}));
      await expect(buttons.first()).toBeAttached();
      const count = await buttons.count();
      for (let i = 0; i < count; i += 1) await expect(buttons.nth(i)).toBeDisabled();
      await bundles.release();
      await expect(buttons.first()).toBeEnabled();
    });
  }

  test('the header controls (search, phone menu) wait for the scripts, then work', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const bundles = await holdBundles(page);
    await page.goto('/', {waitUntil: 'commit'});
    const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(menu).toBeDisabled();
    await bundles.release();
    await expect(menu).toBeEnabled();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('an accordion is inert until hydration, then opens', async ({page}) => {
    const bundles = await holdBundles(page);
    await page.goto('/pricing', {waitUntil: 'commit'});
    const first = page.locator('main').getByRole('button', {expanded: false}).first();
    await expect(first).toBeDisabled();
    // By id: once open, the button no longer matches `expanded: false`.
    const question = page.locator(`[id="${await first.getAttribute('id')}"]`);
    await bundles.release();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('live figures', () => {
  test('/waitlist shows a loading state, not the build-time 237, until the server answers', async ({page}) => {
    let answer: (() => void) | undefined;
    await page.route('**/functions/v1/waitlist-stats', async (route) => {
      await new Promise<void>((resolve) => (answer = resolve));
      await route.fulfill({contentType: 'application/json', body: JSON.stringify({data: {count: 412, progress: 91}})});
    });
    await page.goto('/waitlist');
    const count = page.getByTestId('waitlist-count');
    await expect(count).toHaveAttribute('data-loading', 'true');
    await expect(page.locator('main').getByRole('progressbar').first()).toHaveAttribute('data-state', 'indeterminate');
    const line = count.locator('..');
    const box = await line.boundingBox();
    await expect.poll(() => answer !== undefined).toBe(true);
    answer!();
    await expect(count).toHaveText('412');
    const after = await line.boundingBox();
    expect(Math.abs(after!.height - box!.height)).toBeLessThan(1);
    expect(Math.abs(after!.width - box!.width)).toBeLessThan(1);
  });

  test('/mj-unpacked shows a loading state, then the launch figures only when the server cannot be reached', async ({
    page,
  }) => {
    let fail: (() => void) | undefined;
    await page.route('**/functions/v1/mj-stats', async (route) => {
      await new Promise<void>((resolve) => (fail = resolve));
      await route.abort();
    });
    await page.goto('/mj-unpacked');
    await expect(page.getByTestId('licenses-claimed')).toHaveAttribute('data-loading', 'true');
    await expect(page.locator('main')).not.toContainText('12 of 15');
    await expect.poll(() => fail !== undefined).toBe(true);
    fail!();
    await expect(page.getByTestId('licenses-claimed')).toHaveText('12');
    await expect(page.getByTestId('licenses-total')).toHaveText('15');
  });
});

test.describe('missing entries', () => {
  for (const [path, title, back, list] of [
    ['/blog/no-such-article', 'Article Not Found', '← Back to Blog', '/blog'],
    ['/newsletters/no-such-issue', 'Issue Not Found', '← Back to Newsletters', '/newsletters'],
    ['/case-studies/no-such-study', 'Case Study Not Found', '← Back to Case Studies', '/case-studies'],
    ['/docs/no-such-guide', 'Page Not Found', '← Back to the Help Center', '/docs'],
  ] as const) {
    test(`${path} says '${title}' with a 404 and links back to ${list}`, async ({page}) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('link', {name: back}).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(list);
    });
  }

  test('an unknown article says it could not be found before its scripts run too', async ({page}) => {
    const bundles = await holdBundles(page);
    await page.goto('/blog/no-such-article', {waitUntil: 'commit'});
    await expect(page.getByText("The blog post you're looking for could not be found.")).toBeVisible();
    await bundles.release();
    await expect(page.getByText("The blog post you're looking for could not be found.")).toBeVisible();
  });
});
