import type {Page} from '@playwright/test';

export type LayoutShift = {value: number; hadRecentInput: boolean; sources: {name: string; inMain: boolean}[]};

/**
 * Records the page's layout shifts from its first frame (an init script, so call it before
 * `page.goto`). Each one is its value, whether input came just before it, and what moved: an
 * element's class name, or a node's name, and whether it is in `<main>`. Returns the reader.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    Object.assign(window, {__layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: {node?: Node | null}[];
      }[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(({node}) => ({
            name: node instanceof Element ? String(node.className) : String(node?.nodeName),
            inMain: node instanceof Element && !!node.closest('main'),
          })),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  return () => page.evaluate(() => (window as unknown as {__layoutShifts: LayoutShift[]}).__layoutShifts);
}

/** A shift as a line of a test's failure message: its value and what moved. */
export const describeShift = (shift: LayoutShift, sources = shift.sources): string =>
  `${shift.value.toFixed(4)} ${sources.map((source) => source.name).join(' | ')}`;
