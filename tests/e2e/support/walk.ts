import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {BAND_ATTRIBUTE, RENDERED_ATTRIBUTE} from '../../../src/lib/bandLayout';
import {axeViolations} from './axe';
import {describeShift, type LayoutShift} from './layoutShifts';
import {bandsWiderThanThemselves, renderEveryBand, watchErrors} from './pages';
import {collectionExtraRoutes, guideOf, sitemapRoutes, templateWalkRoutes, walkRoutes} from './routes';

/** Console errors and uncaught exceptions (watchErrors), failed requests and HTTP errors of a page, as they come. */
export function watchProblems(page: Page): string[] {
  const problems = watchErrors(page);
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

export const SCHEMES = ['light', 'dark'] as const;

/**
 * Switches the loaded page to a colour scheme. The site follows the system colour scheme (respectPrefersColorScheme),
 * so a scheme is an emulated media feature, not another load; this waits for the theme attribute and the colour
 * transitions rather than a fixed delay.
 */
export async function switchScheme(page: Page, scheme: (typeof SCHEMES)[number]): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await settleTransitions(page);
}

/** axe's WCAG 2.1 A/AA violations on the whole page, every band rendered, one line each with the scheme. */
export async function violationLines(page: Page, scheme: string): Promise<string[]> {
  await renderEveryBand(page);
  return (await axeViolations(page)).map(
    (v) =>
      `[${scheme}] ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * What is wider than the screen: the page itself, motion allowed and under reduced motion, or a band whose content
 * is wider than it is (bandsWiderThanThemselves). Bands are measured under reduced motion, where a marquee (the
 * waitlist's banner: a track twice its width, clipped by the band on purpose) stands still and wraps. Restores
 * motion (the walk's `reducedMotion: 'no-preference'`) before it returns.
 */
export async function overflowLines(page: Page, scheme: string): Promise<string[]> {
  const pageOverflow = async (motion: string) => {
    const {scrollWidth, innerWidth} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    return scrollWidth > innerWidth
      ? [`[${scheme}, ${motion}] the page is ${scrollWidth} px wide in a ${innerWidth} px window`]
      : [];
  };
  const lines = await pageOverflow('motion allowed');
  await page.emulateMedia({reducedMotion: 'reduce'});
  lines.push(
    ...(await pageOverflow('reduced motion')),
    ...(await bandsWiderThanThemselves(page)).map(
      (band) => `[${scheme}, reduced motion] band wider than itself: ${band}`,
    ),
  );
  await page.emulateMedia({reducedMotion: 'no-preference'});
  return lines;
}

/**
 * With SHOTS_DIR set, a full-page screenshot of the page as it stands, in slices two screens high (page-tall images
 * shrink to illegibility in a viewer), for reading the layout by eye. Lazy images are loaded first.
 */
export async function saveShots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, {recursive: true});
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('load', done, {once: true})),
      ),
    );
  });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = viewport.height * 2;
  for (let y = 0, part = 1; y < height; y += slice, part += 1) {
    const clip = {x: 0, y, width: viewport.width, height: Math.min(slice, height - y)};
    await page.screenshot({path: path.join(dir, `${name}-${part}.png`), fullPage: true, clip});
  }
}

/** The shifts `layoutShifts` recorded that input did not cause, once the page is idle and every band is rendered. */
export async function shiftsOnceSettled(page: Page, layoutShifts: () => Promise<LayoutShift[]>): Promise<string[]> {
  // Bands are rendered one per idle moment after hydration (src/lib/bandLayout.ts).
  await page.waitForFunction(({band, rendered}) => !document.querySelector(`[${band}]:not([${rendered}])`), {
    band: BAND_ATTRIBUTE,
    rendered: RENDERED_ATTRIBUTE,
  });
  // The last band takes its real size in the next frame; its shift, if any, is reported before the next idle moment.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve)))),
  );
  return (await layoutShifts()).filter((shift) => !shift.hadRecentInput).map((shift) => describeShift(shift));
}

/** What the page walk checks on a route at a viewport. */
export type WalkChecks = {axe: boolean; hydration: boolean; keyboard: boolean; media: boolean};

/**
 * Which checks run where. Every route gets the load checks (console, failed requests, CSP, emoji, nothing moves
 * while it loads) at both viewports. The Help Center's guides share one doc template, so checks of the template
 * rather than its words (keyboard order, images and fonts, axe on the phone) walk only the first guide of each
 * section (templateWalkRoutes); every guide still gets axe on desktop, the security and the HTML checks. The
 * hydration in pieces is checked on the phone for every page of the sitemap.
 */
export function walkPlan(viewport: 'desktop' | 'phone'): {route: string; checks: WalkChecks}[] {
  const sitemap = new Set(sitemapRoutes());
  const extras = collectionExtraRoutes();
  const template = templateWalkRoutes();
  const templateAndExtras = new Set([...template, ...extras]);
  // A translated guide is the English guide's template with other words: every one is walked on the desktop (axe,
  // the load checks, its language); on the phone, the first of each section, as for the template checks.
  const walked = (route: string) =>
    viewport === 'desktop' || guideOf(route)?.locale !== 'es' || templateAndExtras.has(route);
  return [...new Set([...walkRoutes(), ...extras])]
    .sort()
    .filter(walked)
    .map((route) => ({
      route,
      checks: {
        axe: viewport === 'desktop' || templateAndExtras.has(route),
        hydration: viewport === 'phone' && sitemap.has(route),
        keyboard: template.includes(route),
        media: viewport === 'desktop' && templateAndExtras.has(route),
      },
    }));
}
