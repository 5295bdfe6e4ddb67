import {describe, expect, it} from 'vitest';
import {CALCULATOR} from '@site/src/data/constants';
import {DEFAULT_INPUT, calculateLoss, formatPercent, formatUsd, scaleFactor} from './calculator';

const min = {
  visitors: CALCULATOR.visitors.min,
  orderValue: CALCULATOR.orderValue.min,
  conversionRate: CALCULATOR.conversionRate.min,
};
const max = {
  visitors: CALCULATOR.visitors.max,
  orderValue: CALCULATOR.orderValue.max,
  conversionRate: CALCULATOR.conversionRate.max,
};

describe('scaleFactor', () => {
  it('is 1 at the defaults and scales each input linearly', () => {
    expect(scaleFactor(DEFAULT_INPUT)).toBe(1);
    expect(scaleFactor({...DEFAULT_INPUT, visitors: 400})).toBeCloseTo(2);
    expect(scaleFactor({...DEFAULT_INPUT, orderValue: 150})).toBeCloseTo(2);
    expect(scaleFactor({...DEFAULT_INPUT, conversionRate: 6.6})).toBeCloseTo(2);
  });
});

describe('calculateLoss at the defaults (200 visitors, $75, 3.3%)', () => {
  const result = calculateLoss(DEFAULT_INPUT);

  it('gives $12,158 lost without a bot, $7,673 with basic chat and a $4,634 gain with BudBot', () => {
    expect(result.withoutBot.monthly).toBe(12158);
    expect(result.basicChat.monthly).toBe(7673);
    expect(result.withBot.monthly).toBe(-4634);
    expect(formatUsd(result.withBot.monthly)).toBe('$4,634');
  });

  it('gives yearly figures of 12 months', () => {
    expect(result.withoutBot.yearly).toBe(145896);
    expect(result.basicChat.yearly).toBe(92076);
    expect(result.withBot.yearly).toBe(-55608);
  });

  it('applies the conversion rules with their bounds', () => {
    // 3.3 - (2 + 0.99) = 0.31, floored at 1
    expect(result.withoutBot.conversion).toBe(1);
    // 3.3 - (1 + 0.495) = 1.805, above the 1.5 floor
    expect(result.basicChat.conversion).toBeCloseTo(1.805);
    // 3.3 + (3 + 1.32) = 7.62
    expect(result.withBot.conversion).toBeCloseTo(7.62);
  });

  it('sums gain and loss into the monthly swing and compares conversions', () => {
    expect(result.totalMonthlySwing).toBe(16792);
    expect(result.conversionBoost).toBe(662);
  });
});

describe('calculateLoss at the slider extremes', () => {
  it('handles the smallest shop', () => {
    const result = calculateLoss(min);
    expect(result.factor).toBeCloseTo(0.25 * (25 / 75) * (1 / 3.3));
    expect(result.withoutBot.monthly).toBe(4360);
    expect(result.basicChat.monthly).toBe(2799);
    expect(result.withBot.monthly).toBe(-1710);
    expect(result.withoutBot.conversion).toBe(1);
    expect(result.basicChat.conversion).toBe(1.5);
    expect(result.withBot.conversion).toBeCloseTo(4.4);
    expect(result.totalMonthlySwing).toBe(1710 + 4360);
    expect(result.conversionBoost).toBe(340);
  });

  it('handles the largest shop', () => {
    const result = calculateLoss(max);
    expect(result.withoutBot.monthly).toBe(101128);
    expect(result.basicChat.monthly).toBe(63279);
    expect(result.withBot.monthly).toBe(-37998);
    expect(result.withoutBot.yearly).toBe(101128 * 12);
    expect(result.withoutBot.conversion).toBeCloseTo(3.6);
    expect(result.basicChat.conversion).toBeCloseTo(5.8);
    expect(result.withBot.conversion).toBeCloseTo(14.2);
    expect(result.conversionBoost).toBe(294);
  });

  it('caps the BudBot conversion at 25%', () => {
    expect(calculateLoss({...DEFAULT_INPUT, conversionRate: 20}).withBot.conversion).toBe(25);
  });

  it('never lowers a loss as the shop grows', () => {
    const small = calculateLoss(DEFAULT_INPUT);
    const big = calculateLoss({...DEFAULT_INPUT, visitors: 210});
    expect(big.withoutBot.monthly).toBeGreaterThan(small.withoutBot.monthly);
    expect(big.withBot.monthly).toBeLessThan(small.withBot.monthly);
  });
});

describe('formatting', () => {
  it('formats whole dollars and one-decimal percentages', () => {
    expect(formatUsd(12158.4)).toBe('$12,158');
    expect(formatUsd(-4634)).toBe('$4,634');
    expect(formatPercent(1.805)).toBe('1.8%');
    expect(formatPercent(1)).toBe('1.0%');
  });
});
