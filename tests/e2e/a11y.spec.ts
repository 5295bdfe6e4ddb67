import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {walkRoutes} from './support/routes';

/**
 * Every route of sitemap.xml (plus the collection pages), on a desktop and a
 * phone viewport, in light and dark mode: axe-core finds no WCAG 2.1 A/AA
 * violation of any impact, and the page logs no console error and no failed
 * request.
 */
const VIEWPORTS = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}} as const;
const SCHEMES = ['light', 'dark'] as const;
const routes = walkRoutes();

function watchErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of SCHEMES) {
    test.describe(`${viewportName} ${scheme}`, () => {
      test.use({viewport, colorScheme: scheme});
      for (const route of routes) {
        test(`axe ${route}`, async ({page}) => {
          const problems = watchErrors(page);
          await page.goto(route, {waitUntil: 'load'});
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const violations = results.violations.map(
            (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
          );
          expect(violations, violations.join('\n')).toEqual([]);
          expect(problems, problems.join('\n')).toEqual([]);
        });
      }
    });
  }
}
