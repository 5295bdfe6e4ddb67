import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {AxeResults, Result, RunOptions} from 'axe-core';

/** The rules every page is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A/AA violations on the page, or inside `include` (a CSS selector).
 *
 * It runs `axe.run` in the page, injecting axe once per document. `@axe-core/playwright`'s `analyze()` does
 * more on every call: it evaluates axe's 570 KB source two or three times, then opens a blank page to merge
 * the frames' partial results. Measured on 2026-11-26 on a guide, on a host where rendering is slow:
 * `analyze()` took 7 to 12 s against 1.7 s for `axe.run` itself, and the axe walk runs two a route (light and
 * dark). With one frame there is nothing to merge. A page with iframes still goes through `AxeBuilder`,
 * which injects axe into each of them.
 */
export async function axeViolations(page: Page, {include}: {include?: string} = {}): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).withTags(WCAG_TAGS).options({resultTypes: ['violations']});
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {runOnly: {type: 'tag', values: WCAG_TAGS}, resultTypes: ['violations']};
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as {axe: {run: (context: unknown, options: RunOptions) => Promise<AxeResults>}}).axe.run(
        context ?? document,
        runOptions,
      ),
    [include ?? null, options] as const,
  );
  return results.violations;
}

/** One line a violation: the rule, and the first nodes it names. */
export const describeViolations = (violations: readonly Result[]): string[] =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
