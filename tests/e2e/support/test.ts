import {expect, test as base, type Page} from '@playwright/test';

/** Resolves once the page has hydrated and its sections have had their idle moments. */
async function waitUntilHydrated(page: Page): Promise<void> {
  // Pages without the app root (redirect stubs) have nothing to hydrate.
  await page.waitForFunction(
    () => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true',
    undefined,
    {timeout: 15_000},
  );
  // Sections hydrate one by one after the shell (src/components/shared/Section), in tasks
  // queued back to back: the first idle moments after them mean every section is live.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback !== 'function') return resolve();
        let idle = 0;
        const next = () => requestIdleCallback(() => (++idle >= 2 ? resolve() : next()), {timeout: 5000});
        next();
      }),
  );
}

/**
 * Playwright's `test` with one change: `page.goto` on one of our pages resolves once React has
 * hydrated it (Docusaurus marks `<html data-has-hydrated="true">`). Pages paint before their
 * bundles run (src/config/ssgTemplate.ts), so the load event no longer means the page's buttons
 * work; a visitor's click only does something after hydration, and so should a test's.
 */
export const test = base.extend<{waitForHydration: boolean}>({
  /** Off for a test about a page that must fail to hydrate. */
  waitForHydration: [true, {option: true}],
  page: async ({page, waitForHydration}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = (response?.headers()['content-type'] ?? '').includes('text/html');
      if (waitForHydration && isHtml && options?.waitUntil !== 'commit') {
        // A page may navigate itself while it hydrates (the home guard's location.replace drops a
        // tracking id): the wait then fails with the old document, and starts over on the new one.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await waitUntilHydrated(page);
            break;
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
            await page.waitForLoadState('load');
          }
        }
      }
      return response;
    };
    await use(page);
  },
});

export {expect};
