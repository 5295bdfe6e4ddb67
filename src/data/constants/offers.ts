/** Prices, trials, guarantees and the conference offer. */

/** Keep each page's figures as that page has always given them (docs-engineering/decisions.md#marketing-figures-per-page). */
export const PRICING = {
  /** The single plan quoted in navigation and most pages. */
  planMonthly: 79,
  pricingPageMonthly: 99,
  annualPerMonth: 79,
  annualBilled: 948,
  annualSavings: 190,
  currency: 'USD',
  trialDaysPricing: 7,
  trialDaysLanding: 14,
  guaranteeDays: 30,
  setupFee: 0,
  earlyAccessFreeMonths: 2,
  competitorPriceMin: 50,
  competitorPriceMax: 499,
  structuredDataOffer: {price: 79, currency: 'USD', period: 'monthly'},
} as const;

export type AgentId = 'upsell-agent' | 'loyalty-agent' | 'ada-widget' | 'review-agent' | 'knowledge-agent';

/** Monthly price (0 = free with any agent) and money-back guarantee per agent. */
export const AGENT_PRICING: Record<AgentId, {monthly: number; guaranteeDays: number | null}> = {
  'upsell-agent': {monthly: 297, guaranteeDays: 30},
  'loyalty-agent': {monthly: 79, guaranteeDays: 60},
  'review-agent': {monthly: 79, guaranteeDays: 90},
  'knowledge-agent': {monthly: 79, guaranteeDays: 45},
  'ada-widget': {monthly: 0, guaranteeDays: null},
};

export const ADA_WIDGET = {features: 26, standard: 'WCAG 2.1 AA', textScalingMaxPercent: 200} as const;

export const CONFERENCE = {freeMonths: 3, totalLicenses: 15, initiallyClaimed: 12} as const;
