import {expect, type Locator, type Page} from '@playwright/test';

/** What the keyboard user sees of the focused element. */
export type FocusStop = {
  /** Stable per element for the page's lifetime, to tell a revisit from a new stop. */
  key: number;
  label: string;
  /** Matches :focus-visible and draws an outline or a box-shadow (on itself or its ::before/::after). */
  visibleFocus: boolean;
  style: string;
};

/** The focused element, or null when focus is on the body (between the page's end and its start). */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as (HTMLElement & {__focusKey?: number}) | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const counter = window as unknown as {__focusKeys?: number};
    element.__focusKey ??= counter.__focusKeys = (counter.__focusKeys ?? 0) + 1;
    const draws = (style: CSSStyleDeclaration, pseudo: boolean) => {
      if (pseudo && style.content === 'none') return false;
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || style.boxShadow !== 'none';
    };
    const own = getComputedStyle(element);
    const visibleFocus =
      element.matches(':focus-visible') &&
      (draws(own, false) ||
        draws(getComputedStyle(element, '::before'), true) ||
        draws(getComputedStyle(element, '::after'), true));
    const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? '';
    return {
      key: element.__focusKey,
      label: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`,
      visibleFocus,
      style: `outline: ${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor}; box-shadow: ${own.boxShadow}`,
    };
  });
}

/** The focused element shows a focus indicator. */
export async function expectVisibleFocus(page: Page) {
  const stop = await focusStop(page);
  expect(stop, 'something has focus').not.toBeNull();
  expect(stop!.visibleFocus, `visible focus on ${stop!.label} (${stop!.style})`).toBe(true);
}

/**
 * React attaches its handlers when it hydrates the server HTML; a key pressed
 * before that does nothing. An element carries React's props once hydrated.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: 'hydrated',
    })
    .toBe(true);
}

/** Presses Tab until `target` has focus, checking the focus indicator of every stop on the way. */
export async function tabTo(page: Page, target: Locator, maxStops = 150) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    const current = await focusStop(page);
    if (current) expect(current.visibleFocus, `visible focus on ${current.label} (${current.style})`).toBe(true);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses Tab (at most `maxStops` times) until focus is outside `container`. */
export async function tabOutOf(page: Page, container: Locator, maxStops = 40) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    if (!(await container.evaluate((element) => element.contains(document.activeElement)))) return;
  }
  throw new Error(`keyboard trap: ${maxStops} Tab presses stayed inside ${container}`);
}

export const hasFocusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** What pressing Tab round a whole page met: every stop, where the cycle closed, and the stops without a visible focus indicator. */
export type TabCycle = {first: number | null; closedAt: number | null; stops: number; missing: string[]};

/**
 * Presses Tab from the top of the page until focus comes back to a control it has met (at most `maxPresses`).
 * Tab moving inside one element's own controls (a `<video>`'s play, seek and volume) stays on that element.
 */
export async function tabCycle(page: Page, maxPresses = 600): Promise<TabCycle> {
  const seen = new Set<number>();
  const missing: string[] = [];
  let first: number | null = null;
  let closedAt: number | null = null;
  let previous: number | null = null;
  for (let press = 0; press < maxPresses && closedAt === null; press++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop || stop.key === previous) continue;
    previous = stop.key;
    if (seen.has(stop.key)) closedAt = stop.key;
    seen.add(stop.key);
    first ??= stop.key;
    if (!stop.visibleFocus) missing.push(`${stop.label} (${stop.style})`);
  }
  return {first, closedAt, stops: seen.size, missing};
}

/** Every control reached by Tab with a visible focus indicator, and the cycle back round to the first control: no trap. */
export function expectTabCycle(cycle: TabCycle) {
  expect(cycle.closedAt, 'Tab came back round to the first control').not.toBeNull();
  // A trap shows as a cycle that does not pass through the page's first control.
  expect(cycle.closedAt, 'the Tab cycle restarts at the first control (no trap)').toBe(cycle.first);
  expect(cycle.stops).toBeGreaterThan(3);
  expect(cycle.missing, `controls without a visible focus indicator:\n${cycle.missing.join('\n')}`).toEqual([]);
}
