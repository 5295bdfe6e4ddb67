import {TICKER} from '@site/src/data/constants';
import {globalTimers, randomInt, type RandomSource, type Timers} from './timers';

/**
 * The lost-revenue ticker: three independent counters on their own
 * periods, and the week / month / year projections of the daily figure.
 */

export type TickerState = {
  /** Whole dollars lost today. */
  lostToday: number;
  /** 0–99, shown as the cents of the lost-today figure. */
  cents: number;
  /** 5–20, shoppers browsing without help right now. */
  shoppers: number;
};

export const INITIAL_TICKER: TickerState = {
  lostToday: TICKER.lostToday.start,
  cents: TICKER.visitorsCycle.min,
  shoppers: TICKER.conversionCycle.min,
};

/** Adds a random whole step from 15 to 39. */
export function growLostToday(value: number, random: RandomSource): number {
  return value + randomInt(random, TICKER.lostToday.minStep, TICKER.lostToday.maxStep);
}

/** Counts up by one and wraps from max back to min. */
export function cycle(value: number, {min, max}: {min: number; max: number}): number {
  return value >= max ? min : value + 1;
}

export type Projections = {week: number; month: number; year: number};

export function project(daily: number): Projections {
  const {week, month, year} = TICKER.multipliers;
  return {week: daily * week, month: daily * month, year: daily * year};
}

/**
 * Starts the three counters. `onChange` receives every new state; the
 * returned function stops all of them.
 */
export function startTicker(
  onChange: (state: TickerState) => void,
  {
    initial = INITIAL_TICKER,
    random = Math.random,
    timers = globalTimers,
  }: {initial?: TickerState; random?: RandomSource; timers?: Timers} = {},
): () => void {
  let state = initial;
  const update = (patch: Partial<TickerState>) => {
    state = {...state, ...patch};
    onChange(state);
  };
  const handles = [
    timers.setInterval(() => update({lostToday: growLostToday(state.lostToday, random)}), TICKER.lostToday.intervalMs),
    timers.setInterval(
      () => update({cents: cycle(state.cents, TICKER.visitorsCycle)}),
      TICKER.visitorsCycle.intervalMs,
    ),
    timers.setInterval(
      () => update({shoppers: cycle(state.shoppers, TICKER.conversionCycle)}),
      TICKER.conversionCycle.intervalMs,
    ),
  ];
  return () => handles.forEach((handle) => timers.clearInterval(handle));
}
