/** Starting figures of the live counters (docs-engineering/decisions.md#waitlist-count) and the lost-revenue ticker. */

export const WAITLIST = {startCount: 237, startProgress: 80, progressMax: 100} as const;

/** The lost-revenue ticker's three counters, and the multipliers of its week, month and year projections. */
export const TICKER = {
  /** Whole dollars lost today; `start` is the figure shown before the first tick (our choice). */
  lostToday: {intervalMs: 3000, minStep: 15, maxStep: 39, start: 1847},
  /** Shown as the cents of the lost-today figure. */
  visitorsCycle: {intervalMs: 100, min: 0, max: 99},
  /** Shown as shoppers browsing without help right now. */
  conversionCycle: {intervalMs: 2000, min: 5, max: 20},
  multipliers: {week: 7, month: 30, year: 365},
} as const;
