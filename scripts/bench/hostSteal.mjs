// CPU time the hypervisor gave to other machines ("steal"), from Linux's /proc/stat. These shared hosts slow down
// in bursts: on 2026-11-26 a blog post read 30 ms of TBT in one run and 776 ms (median of 3) in the next, and single
// Lighthouse runs a minute apart read CPU benchmark indexes of 368 and 1,102. The Lighthouse bench prints the steal
// and the index beside each row, so that a row measured in a burst can be told from a slow page.
import {existsSync, readFileSync} from 'node:fs';

/** @typedef {{total: number, steal: number}} CpuTime jiffies: all, and stolen */

/**
 * The aggregate `cpu` line of /proc/stat: jiffies spent in each state, steal being the 8th.
 * @param {string} procStat
 * @returns {CpuTime | undefined}
 */
export function parseCpuTimes(procStat) {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return undefined;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // guest and guest_nice (9th, 10th) are already counted in user and nice.
  const counted = values.slice(0, 8);
  return {total: counted.reduce((sum, v) => sum + v, 0), steal: counted[7] ?? 0};
}

/**
 * Share of the CPU time between two reads that was stolen, 0 to 1; undefined without both reads.
 * @param {CpuTime | undefined} before
 * @param {CpuTime | undefined} after
 */
export function stealShare(before, after) {
  return stolenShare(addCpuTime(undefined, before, after));
}

/**
 * Share of a span of CPU time (`{total, steal}`, as addCpuTime sums it) that was stolen; undefined without one.
 * @param {CpuTime | undefined} time
 */
export function stolenShare(time) {
  if (!time) return undefined;
  return time.total > 0 ? time.steal / time.total : 0;
}

/**
 * Adds the time between two reads to a running sum (`{total, steal}`, start from undefined), for a row whose runs
 * are spread over a bench run; undefined without both reads.
 * @param {CpuTime | undefined} sum
 * @param {CpuTime | undefined} before
 * @param {CpuTime | undefined} after
 * @returns {CpuTime | undefined}
 */
export function addCpuTime(sum, before, after) {
  if (!before || !after) return sum;
  const base = sum ?? {total: 0, steal: 0};
  return {total: base.total + after.total - before.total, steal: base.steal + after.steal - before.steal};
}

/** This machine's CPU times now, or undefined where /proc/stat does not exist (not Linux). */
export function readCpuTimes() {
  return existsSync('/proc/stat') ? parseCpuTimes(readFileSync('/proc/stat', 'utf8')) : undefined;
}
