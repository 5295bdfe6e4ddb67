/** The monthly loss calculator's ranges and formula constants (docs-engineering/decisions.md#product-figures). */

/** Slider ranges and defaults. */
export const CALCULATOR = {
  visitors: {min: 50, max: 500, step: 10, default: 200},
  orderValue: {min: 25, max: 150, step: 5, default: 75},
  conversionRate: {min: 1, max: 8, step: 0.1, default: 3.3},
  base: {visitors: 200, orderValue: 75, conversionRate: 3.3},
  withoutBot: {base: 4158, perFactor: 8000, convMinus: 2, convRate: 0.3, convFloor: 1},
  basicChat: {base: 2673, perFactor: 5000, convMinus: 1, convRate: 0.15, convFloor: 1.5},
  withBot: {base: -1634, perFactor: -3000, convPlus: 3, convRate: 0.4, convCeil: 25},
  monthsPerYear: 12,
} as const;
