import {LOCALES, LOCALE_INFO} from '../../src/data/constants/locales';
import {findEmoji} from '../../src/lib/emoji';
import {splitLocale} from '../../src/lib/i18n/routes';
import {recordHydration} from './support/hydration';
import {expectTabCycle, tabCycle} from './support/keyboard';
import {recordLayoutShifts} from './support/layoutShifts';
import {fontFaceCount, imageProblems, scrollToEndAndSettle, watchFontRequests} from './support/media';
import {VIEWPORTS, watchPolicy} from './support/pages';
import {expect, test} from './support/test';
import {
  overflowLines,
  saveShots,
  SCHEMES,
  shiftsOnceSettled,
  switchScheme,
  violationLines,
  walkPlan,
  watchProblems,
  type WalkChecks,
} from './support/walk';

/**
 * The page walk: every route (sitemap.xml, plus the collection pages, their archives and author lists), on a
 * desktop and a phone viewport, in one page load per route and viewport for every check of a page as a whole:
 * - it loads with a 200, logs no console error, no uncaught exception and no failed request, and runs under the
 *   Content-Security-Policy without a single violation; the inline theme script (allowed by its hash) has
 *   set the theme before React starts;
 * - nothing in it moves from the navigation until it is idle and its bands are rendered (CLS 0; a band in the first
 *   screen drawn at its placeholder height for a frame moved what follows it, CLS 0.017 on /waitlist at 1350 px,
 *   until the first two sections were never skipped);
 * - on the phone, it hydrates in pieces: the shell (header) in React's first commit, the last piece of
 *   `<main>` in a later one, and every piece live once the page is idle;
 * - its images reserve their box, are SVG, WebP or AVIF (or a post's declared GIF) and are lazy below the fold; no
 *   font file is requested and no @font-face declared (desktop, support/media.ts);
 * - Tab reaches each control with a visible focus indicator and comes back round to the first: no trap;
 * - its main content holds no emoji once hydrated (icons are drawn: lucide SVG, since emoji show as empty boxes where
 *   no emoji font is installed);
 * - in light and dark mode, axe-core finds no WCAG 2.1 A/AA violation of any impact, and nothing is wider than the
 *   screen (the page, or a band's content: a band clips what overflows it), motion allowed or not.
 * Which route gets which check is walkPlan's (support/walk.ts). SHOTS_DIR=<dir> also saves screenshots of every page
 * at both viewports in both modes, for reading the layout by eye.
 *
 * Why one load: these were four walks of their own (axe, loading, keyboard, media), 551 tests with a page load and
 * a browser context each, and the layout tests of the page specs (84 more loads): most of a 52-minute browser suite on
 * the CI's two cores. In one walk they are 196 (docs-engineering/test-suite.md).
 */
for (const [viewportName, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const) {
  test.describe(`${viewportName} (${viewport.width} px)`, () => {
    test.use({viewport, colorScheme: 'light', reducedMotion: 'no-preference'});
    for (const {route, checks} of walkPlan(viewportName)) {
      test(`${route}: ${titleOf(checks)}`, async ({page}) => {
        test.setTimeout(120_000);
        const problems = watchProblems(page);
        const policyViolations = await watchPolicy(page);
        const fontRequests = watchFontRequests(page);
        const hydration = checks.hydration ? await recordHydration(page) : undefined;
        const layoutShifts = await recordLayoutShifts(page);
        // Resolves once the page has hydrated and had its idle moments (./support/test.ts).
        expect((await page.goto(route))?.status()).toBe(200);

        if (hydration) {
          const state = await hydration();
          expect(state.shellAtFirstCommit, 'the shell (header) hydrates in the first commit').toBe(true);
          expect(
            state.lastPieceAtFirstCommit,
            `the last piece is left for a later commit (${state.lastPiece ?? 'no piece in <main>'})`,
          ).toBe(false);
          expect(state.commits, 'commits').toBeGreaterThan(2);
          expect(state.lastPieceNow, 'the last piece is live once the page is idle').toBe(true);
        }
        expect(await shiftsOnceSettled(page, layoutShifts), 'layout shifts while it loads').toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
        // Each language's pages say which they are in: screen readers pick their voice by it.
        await expect(page.locator('html')).toHaveAttribute('lang', languageOfRoute(route));

        if (checks.media) {
          const images = await imageProblems(page);
          expect(images, images.join('\n')).toEqual([]);
        }
        if (checks.keyboard) expectTabCycle(await tabCycle(page));
        await scrollToEndAndSettle(page);
        if (checks.media) {
          expect(fontRequests, 'font files requested').toEqual([]);
          expect(await fontFaceCount(page), '@font-face rules declared').toBe(0);
        }

        expect(policyViolations, policyViolations.join('\n')).toEqual([]);
        const texts = await page.locator('main').allTextContents();
        expect(texts.length, `${route} has a main element`).toBeGreaterThan(0);
        expect(findEmoji(texts.join('\n')), route).toEqual([]);
        const overflow: string[] = [];
        const violations: string[] = [];
        for (const scheme of SCHEMES) {
          await switchScheme(page, scheme);
          if (checks.axe) violations.push(...(await violationLines(page, scheme)));
          overflow.push(...(await overflowLines(page, scheme)));
          await saveShots(page, `${route.replace(/\//g, '_').replace(/^_/, '') || 'home'}-${viewportName}-${scheme}`);
        }
        expect(overflow, overflow.join('\n')).toEqual([]);
        expect(violations, violations.join('\n')).toEqual([]);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}

/** The `lang` of a route's page: a translated language's under its prefix, English elsewhere. */
function languageOfRoute(route: string): string {
  const {locale} = splitLocale(route, LOCALES);
  return LOCALE_INFO[locale].htmlLang;
}

function titleOf(checks: WalkChecks): string {
  return [
    'loads clean (console, requests, CSP, emoji), its language, nothing moves',
    checks.hydration && 'hydrates in pieces',
    checks.media && 'images and fonts',
    checks.keyboard && 'Tab cycle with visible focus',
    'nothing wider than the screen',
    checks.axe && 'axe light and dark',
  ]
    .filter(Boolean)
    .join(', ');
}
