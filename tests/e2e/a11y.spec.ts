import type {Page} from '@playwright/test';
import {findEmoji} from '../../src/lib/emoji';
import {axeViolations, describeViolations} from './support/axe';
import {expect, test} from './support/test';
import {renderEveryBand, watchPolicy} from './support/pages';
import {collectionExtraRoutes, templateWalkRoutes, walkRoutes} from './support/routes';

/**
 * The page walk: every route of sitemap.xml (plus the collection pages, their
 * archives and author lists), on a desktop and a phone viewport, in light and
 * dark mode:
 * - axe-core finds no WCAG 2.1 A/AA violation of any impact;
 * - the page logs no console error and no failed request;
 * - it runs under the Content-Security-Policy without a single violation
 *   (issue 7), and the inline theme script (allowed by its hash) has set the
 *   theme before React starts;
 * - its main content holds no emoji once hydrated: icons are drawn (lucide
 *   SVG), since emoji show as empty boxes where no emoji font is installed.
 *
 * Speed: one page load per route and viewport, for all four checks. The site follows the system
 * colour scheme (respectPrefersColorScheme), so the dark pass switches the
 * emulated scheme in the loaded page instead of loading it again, and waits for
 * the theme attribute and the colour transitions rather than a fixed delay.
 */
const VIEWPORTS = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}} as const;
const SCHEMES = ['light', 'dark'] as const;
/**
 * Desktop: every route. Phone: the same, except that of the Help Center's guides, which share one
 * doc template, only the first of each section (templateWalkRoutes); their content is checked on
 * desktop. Keeps the suite within CI's time as writers add guides.
 */
const ROUTES = {desktop: [...walkRoutes(), ...collectionExtraRoutes()], phone: [...templateWalkRoutes(), ...collectionExtraRoutes()]};

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

/** Resolves once running CSS transitions (e.g. colours after a theme switch) have finished. */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function walkViolations(page: Page, scheme: string): Promise<string[]> {
  await renderEveryBand(page);
  return (await axeViolations(page)).map(
    (v) => `[${scheme}] ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

test('the axe helper reports what axe finds, in the page or inside a selector, and injects axe once per document', async ({page}) => {
  await page.setContent('<html lang="en"><head><title>Axe</title></head><body><main><h1>Axe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main><footer><input type="text"></footer></body></html>');
  expect(describeViolations(await axeViolations(page)).map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'label']));
  expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual(['image-alt: img']);
  expect(await page.evaluate(() => (window as unknown as {axe?: {version: string}}).axe?.version)).toMatch(/^4\./);
  await page.setContent('<html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><p>Nothing wrong.</p></main></body></html>');
  expect(await axeViolations(page)).toEqual([]);
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(viewportName, () => {
    test.use({viewport, colorScheme: SCHEMES[0]});
    for (const route of ROUTES[viewportName as keyof typeof ROUTES]) {
      test(`axe ${route} (light and dark), CSP, emoji`, async ({page}) => {
        const problems = watchErrors(page);
        const policyViolations = await watchPolicy(page);
        await page.goto(route, {waitUntil: 'load'});
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
        expect(policyViolations, policyViolations.join('\n')).toEqual([]);
        const texts = await page.locator('main').allTextContents();
        expect(texts.length, `${route} has a main element`).toBeGreaterThan(0);
        expect(findEmoji(texts.join('\n')), route).toEqual([]);
        const violations: string[] = [];
        for (const scheme of SCHEMES) {
          await page.emulateMedia({colorScheme: scheme});
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await settleTransitions(page);
          violations.push(...(await walkViolations(page, scheme)));
        }
        expect(violations, violations.join('\n')).toEqual([]);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}
