import {describe, expect, it} from 'vitest';
import {CLAIMS, TIMING} from '../data/constants';
import {counterTicks, counterValue, formatFigure, parseFigure} from './counter';

const timing = {tickMs: TIMING.counterTickMs, durationMs: TIMING.counterDurationMs, cap: TIMING.counterCap};

describe('parseFigure / formatFigure', () => {
  it.each([
    ['100+', {prefix: '', value: 100, suffix: '+', decimals: 0, grouped: false}],
    ['+18%', {prefix: '+', value: 18, suffix: '%', decimals: 0, grouped: false}],
    ['$250,000', {prefix: '$', value: 250000, suffix: '', decimals: 0, grouped: true}],
    ['2.1K', {prefix: '', value: 2.1, suffix: 'K', decimals: 1, grouped: false}],
    ['99.9%', {prefix: '', value: 99.9, suffix: '%', decimals: 1, grouped: false}],
  ])('parses %s', (text, figure) => {
    expect(parseFigure(text)).toEqual(figure);
    expect(formatFigure(figure, figure.value)).toBe(text);
  });

  it('returns null for text without a number', () => {
    expect(parseFigure('around the clock')).toBeNull();
  });

  it('round-trips every quoted claim', () => {
    for (const claim of Object.values(CLAIMS)) {
      const figure = parseFigure(String(claim));
      if (figure) expect(formatFigure(figure, figure.value)).toBe(String(claim).trim());
    }
  });
});

describe('counterValue', () => {
  it('runs 2000 ms in 16 ms ticks', () => {
    expect(counterTicks(timing)).toBe(125);
  });

  it('starts at 0, rises monotonically and ends exactly on the target', () => {
    let previous = -1;
    for (let tick = 0; tick <= counterTicks(timing); tick += 1) {
      const value = counterValue(237, tick, timing);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(counterValue(237, 0, timing)).toBe(0);
    expect(previous).toBe(237);
    expect(counterValue(237, 10_000, timing)).toBe(237);
  });

  it('caps at 100000', () => {
    expect(counterValue(250000, counterTicks(timing), timing)).toBe(TIMING.counterCap);
    expect(counterValue(250000, 62, timing)).toBeLessThanOrEqual(TIMING.counterCap);
  });

  it('keeps the decimals of the figure', () => {
    expect(counterValue(99.9, counterTicks(timing), timing, 1)).toBe(99.9);
    expect(Number.isInteger(counterValue(99.9, 50, timing, 1) * 10)).toBe(true);
  });

  it('never goes negative', () => {
    expect(counterValue(-5, 60, timing)).toBe(0);
  });
});
