// Lighthouse audits as the bench:lighthouse modes run them: Debian's Chromium, the mobile profile
// (optionally with the slow-host CPU slowdown) or the desktop one, a run again when Chromium loses the trace.
import lighthouse from 'lighthouse';
import * as lhConstants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Index 1,759 (the slow phone the Lighthouse targets were set on) under the default 4x slowdown. */
export const EFFECTIVE_INDEX = 1759 / 4;
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The median (the upper one of an even count).
 * @param {readonly number[]} values
 * @returns {number}
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** @typedef {'mobile' | 'desktop'} FormFactor */
/**
 * One Lighthouse run's figures: the category scores (0 to 100), the metrics (ms; CLS unitless), and the
 * host's CPU benchmark index as Lighthouse read it.
 * @typedef {{
 *   performance: number,
 *   accessibility: number,
 *   bestPractices: number,
 *   seo: number,
 *   fcp: number,
 *   lcp: number,
 *   tbt: number,
 *   cls: number,
 *   benchmarkIndex: number,
 * }} AuditResult
 */
/**
 * `cpuSlowdownMultiplier`: the mobile profile's network throttling with this CPU slowdown (slow-host mode);
 * unset or 0, the profile's own. `only`: the categories to run.
 * @typedef {{cpuSlowdownMultiplier?: number, only?: string[]}} AuditSettings
 */

/**
 * Runs Lighthouse on `url` in the running Chromium.
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {AuditSettings} [settings]
 * @param {number} [attempt]
 * @returns {Promise<AuditResult>}
 */
export async function audit(
  url,
  formFactor,
  chrome,
  {cpuSlowdownMultiplier, only = ['performance', 'accessibility', 'best-practices', 'seo']} = {},
  attempt = 1,
) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  /** @type {import('lighthouse').Flags} */
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: only};
  if (cpuSlowdownMultiplier) flags.throttling = {...lhConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier};
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  // Now and then Chromium loses the trace (NO_NAVSTART, NO_FCP): Lighthouse says to run it again, and so do we.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`  ${result.lhr.runtimeError.code} on ${url}: running it again`);
    return audit(url, formFactor, chrome, {cpuSlowdownMultiplier, only}, attempt + 1);
  }
  const {categories, audits, runtimeError} = result.lhr;
  /** A metric's value; a run that lost it (the trace lost on every attempt) has no figures to report. */
  const metric = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    if (value === undefined)
      throw new Error(`Lighthouse gave no ${id} for ${url}${runtimeError ? ` (${runtimeError.code})` : ''}`);
    return value;
  };
  return {
    performance: (categories.performance.score ?? 0) * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    bestPractices: (categories['best-practices']?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * Slow-host mode's CPU slowdown: the host's own benchmark index (median of 3 reads by Lighthouse on
 * `url`, performance only) over the slow host's effective index, so a fast host is slowed more.
 * @param {string} url
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @returns {Promise<number>}
 */
export async function slowHostMultiplier(url, chrome) {
  // LH_CPU_SLOWDOWN fixes it, so that two runs (or a run on a busy moment) use the same slowdown.
  if (process.env.LH_CPU_SLOWDOWN) return Number(process.env.LH_CPU_SLOWDOWN);
  const indexes = [];
  for (let i = 0; i < 3; i++)
    indexes.push((await audit(url, 'mobile', chrome, {only: ['performance']})).benchmarkIndex);
  const multiplier = Math.max(1, Number((median(indexes) / EFFECTIVE_INDEX).toFixed(2)));
  console.error(`slow-host mode: benchmark index ${median(indexes).toFixed(0)}, CPU slowdown ${multiplier}x`);
  return multiplier;
}
