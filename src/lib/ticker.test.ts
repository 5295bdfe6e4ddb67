import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {TICKER} from '@site/src/data/constants';
import {INITIAL_TICKER, cycle, growLostToday, project, startTicker, type TickerState} from './ticker';

describe('growLostToday', () => {
  it('adds 15 at the lowest random draw and 39 at the highest', () => {
    expect(growLostToday(100, () => 0)).toBe(100 + TICKER.lostToday.minStep);
    expect(growLostToday(100, () => 0.999999)).toBe(100 + TICKER.lostToday.maxStep);
  });

  it('always steps by a whole number within the range', () => {
    for (let draw = 0; draw < 1; draw += 0.01) {
      const step = growLostToday(0, () => draw);
      expect(Number.isInteger(step)).toBe(true);
      expect(step).toBeGreaterThanOrEqual(15);
      expect(step).toBeLessThanOrEqual(39);
    }
  });
});

describe('cycle', () => {
  it('counts 0 to 99 and wraps to 0', () => {
    expect(cycle(0, TICKER.visitorsCycle)).toBe(1);
    expect(cycle(99, TICKER.visitorsCycle)).toBe(0);
  });

  it('counts 5 to 20 and wraps to 5', () => {
    expect(cycle(5, TICKER.conversionCycle)).toBe(6);
    expect(cycle(20, TICKER.conversionCycle)).toBe(5);
  });
});

describe('project', () => {
  it('multiplies the daily figure by 7, 30 and 365', () => {
    expect(project(1000)).toEqual({week: 7000, month: 30000, year: 365000});
  });
});

describe('startTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run(random = () => 0) {
    const states: TickerState[] = [];
    const stop = startTicker((state) => states.push(state), {random});
    const latest = () => states.at(-1) ?? INITIAL_TICKER;
    return {states, stop, latest};
  }

  it('grows lost today every 3 s by the random step', () => {
    const {stop, latest} = run(() => 0.5);
    vi.advanceTimersByTime(2999);
    expect(latest().lostToday).toBe(INITIAL_TICKER.lostToday);
    vi.advanceTimersByTime(1);
    expect(latest().lostToday).toBe(INITIAL_TICKER.lostToday + 27);
    vi.advanceTimersByTime(3000);
    expect(latest().lostToday).toBe(INITIAL_TICKER.lostToday + 54);
    stop();
  });

  it('cycles the cents every 100 ms through 0–99', () => {
    const {stop, latest} = run();
    vi.advanceTimersByTime(100);
    expect(latest().cents).toBe(1);
    vi.advanceTimersByTime(99 * 100);
    expect(latest().cents).toBe(0);
    stop();
  });

  it('cycles the shoppers every 2 s through 5–20 and wraps to 5', () => {
    const {stop, latest} = run();
    vi.advanceTimersByTime(2000);
    expect(latest().shoppers).toBe(6);
    vi.advanceTimersByTime(14 * 2000);
    expect(latest().shoppers).toBe(20);
    vi.advanceTimersByTime(2000);
    expect(latest().shoppers).toBe(5);
    stop();
  });

  it('stops every counter', () => {
    const {states, stop} = run();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(states).toHaveLength(0);
  });
});
