import {expect, type Page} from '@playwright/test';
import {FULL_LAYOUT_ATTRIBUTE} from '../../../src/lib/bandLayout';

/** The two viewports every page walk covers. */
export const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}} as const;

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

/** Reads a value until two reads `intervalMs` apart agree (a scroll has stopped), and returns it. */
export async function steadyValue<T>(read: () => Promise<T>, intervalMs = 250): Promise<T> {
  let previous: T | undefined;
  let seen = false;
  await expect
    .poll(
      async () => {
        const value = await read();
        const steady = seen && value === previous;
        previous = value;
        seen = true;
        return steady;
      },
      {intervals: [intervalMs]},
    )
    .toBe(true);
  return previous as T;
}

/**
 * Renders every page band now, as a visitor sees each one once scrolled to it: shared/Section skips
 * the bands off screen (content-visibility: auto), and axe cannot read the colours of a band that is
 * not rendered. Lasts until the next navigation.
 */
export async function renderEveryBand(page: Page): Promise<void> {
  await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), FULL_LAYOUT_ATTRIBUTE);
}

/**
 * The bands whose content is wider than they are. A band clips what overflows it (content-visibility
 * implies paint containment), so the page's own scroll width cannot show it; each band is measured.
 */
export async function bandsWiderThanThemselves(page: Page): Promise<string[]> {
  await renderEveryBand(page);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main section'))
      .filter((band) => band.scrollWidth > band.clientWidth)
      .map((band) => band.id || band.getAttribute('aria-labelledby') || band.className),
  );
}

/**
 * Records Content-Security-Policy violations from the first script on (the
 * `securitypolicyviolation` event, which also catches what Chromium does not
 * log), plus Chromium's console reports of them and uncaught errors.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|create|frame)/i.test(msg.text()))
      violations.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}
