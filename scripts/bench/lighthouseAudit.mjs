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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function audit(
  url,
  formFactor,
  chrome,
  {cpuSlowdownMultiplier, only = ['performance', 'accessibility', 'best-practices', 'seo']} = {},
  attempt = 1,
) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: only};
  if (cpuSlowdownMultiplier) flags.throttling = {...lhConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier};
  const result = await lighthouse(url, flags, config);
  // Now and then Chromium loses the trace (NO_NAVSTART, NO_FCP): Lighthouse says to run it again, and so do we.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`  ${result.lhr.runtimeError.code} on ${url}: running it again`);
    return audit(url, formFactor, chrome, {cpuSlowdownMultiplier, only}, attempt + 1);
  }
  const {categories, audits} = result.lhr;
  return {
    performance: categories.performance.score * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    bestPractices: (categories['best-practices']?.score ?? 0) * 100,
    seo: (categories.seo?.score ?? 0) * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * Slow-host mode's CPU slowdown: the host's own benchmark index (median of 3 reads by Lighthouse on
 * `url`, performance only) over the slow host's effective index, so a fast host is slowed more.
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
