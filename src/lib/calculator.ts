import {CALCULATOR} from '@site/src/data/constants';
import {formatDollars} from './numbers';

/** The monthly cannabis retail loss calculator (docs-engineering/decisions.md#product-figures). */

export type CalculatorInput = {
  /** Daily website visitors. */
  visitors: number;
  /** Average order value in US dollars. */
  orderValue: number;
  /** Conversion rate in percent (3.3 means 3.3%). */
  conversionRate: number;
};

export type ScenarioResult = {
  /**
   * Whole US dollars per month. Positive is money lost; negative is money
   * gained (the BudBot scenario), which the page shows as a gain.
   */
  monthly: number;
  yearly: number;
  /** Conversion rate in percent under this scenario. */
  conversion: number;
};

export type CalculatorResult = {
  factor: number;
  withoutBot: ScenarioResult;
  basicChat: ScenarioResult;
  withBot: ScenarioResult;
  /** What moving from no chat to BudBot is worth per month: the gain plus the loss avoided. */
  totalMonthlySwing: number;
  /** Relative lift of the BudBot conversion over the no-chat conversion, whole percent. */
  conversionBoost: number;
};

export const DEFAULT_INPUT: CalculatorInput = {
  visitors: CALCULATOR.visitors.default,
  orderValue: CALCULATOR.orderValue.default,
  conversionRate: CALCULATOR.conversionRate.default,
};

/** 1 at the reference shop (200 visitors, $75, 3.3%); scales every scenario linearly. */
export function scaleFactor({visitors, orderValue, conversionRate}: CalculatorInput): number {
  const {base} = CALCULATOR;
  return (visitors / base.visitors) * (orderValue / base.orderValue) * (conversionRate / base.conversionRate);
}

function scenario(monthlyExact: number, conversion: number): ScenarioResult {
  const monthly = Math.round(monthlyExact);
  return {monthly, yearly: monthly * CALCULATOR.monthsPerYear, conversion};
}

export function calculateLoss(input: CalculatorInput): CalculatorResult {
  const factor = scaleFactor(input);
  const rate = input.conversionRate;
  const {withoutBot: none, basicChat: basic, withBot: bot} = CALCULATOR;

  const withoutBot = scenario(
    none.base + factor * none.perFactor,
    Math.max(rate - (none.convMinus + none.convRate * rate), none.convFloor),
  );
  const basicChat = scenario(
    basic.base + factor * basic.perFactor,
    Math.max(rate - (basic.convMinus + basic.convRate * rate), basic.convFloor),
  );
  const withBot = scenario(
    bot.base + factor * bot.perFactor,
    Math.min(rate + (bot.convPlus + bot.convRate * rate), bot.convCeil),
  );

  return {
    factor,
    withoutBot,
    basicChat,
    withBot,
    totalMonthlySwing: Math.abs(withBot.monthly) + withoutBot.monthly,
    conversionBoost: Math.round(((withBot.conversion - withoutBot.conversion) / withoutBot.conversion) * 100),
  };
}

/** Whole US dollars, sign dropped: "$12,158". */
export function formatUsd(amount: number): string {
  return formatDollars(Math.abs(amount));
}

/** One decimal: "3.3%". */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}
