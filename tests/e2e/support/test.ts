import {expect, test as base} from '@playwright/test';

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
        // Pages without the app root (redirect stubs) have nothing to hydrate.
        await page.waitForFunction(() => !document.getElementById('__docusaurus') || document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 15_000});
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
      return response;
    };
    await use(page);
  },
});

export {expect};
