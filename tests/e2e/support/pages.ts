import {expect, type Page} from '@playwright/test';

/** The two viewports and two colour modes every page walk covers. */
export const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}} as const;
export const THEMES = ['light', 'dark'] as const;

/** Collects console errors and uncaught exceptions so each test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a route, expects a 200 and waits for hydration (client components live); resolves with the page's error log. */
export async function openRoute(page: Page, route: string): Promise<string[]> {
  const errors = watchErrors(page);
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return errors;
}

export const mainOf = (page: Page) => page.locator('main');
