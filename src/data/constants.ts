/**
 * Every business constant of the site lives here: prices, trials, guarantees,
 * timings, counters, storage keys and outbound addresses. Pages, libraries,
 * the lead backend and the tests all import from this one module, so a change
 * is a single edit (spec section 9, decisions.md).
 */

export const BRAND = 'BudBot';
export const TITLE_SUFFIX = ` | ${BRAND}`;
export const BLOG_TITLE_SUFFIX = ` | ${BRAND} Blog`;
export const DEFAULT_SITE_URL = 'https://www.budbot.ai';
export const APP_VERSION_MARKER = '2023-05-03-v1';

/** Outbound addresses (decisions.md "Names and addresses"). */
export const LINKS = {
  scheduling: 'https://calendly.com/budbot/demo',
  contactEmail: 'hello@budbot.ai',
  menuBoardProvider: 'https://www.raydiant.com/',
  adNetworkProvider: 'https://www.cannabisadnetwork.com/',
} as const;

export type SocialProfile = {
  id: 'instagram' | 'linkedin' | 'youtube' | 'g2' | 'trustpilot' | 'crunchbase';
  label: string;
  href: string;
  kind: 'social' | 'review';
};

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  {id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/budbot.ai', kind: 'social'},
  {id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/budbot-ai', kind: 'social'},
  {id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@budbot-ai', kind: 'social'},
  {id: 'g2', label: 'G2', href: 'https://www.g2.com/products/budbot/reviews', kind: 'review'},
  {id: 'trustpilot', label: 'Trustpilot', href: 'https://www.trustpilot.com/review/budbot.ai', kind: 'review'},
  {id: 'crunchbase', label: 'Crunchbase', href: 'https://www.crunchbase.com/organization/budbot', kind: 'review'},
];

/** Spec 9 "Pricing". Keep each page's figures as the spec gives them for that page. */
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

export const WAITLIST = {startCount: 237, startProgress: 80, progressMax: 100} as const;

/** Spec 9 "Calculator": slider ranges and defaults. */
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

/** Spec 4 "Lost-revenue ticker" and spec 9 multipliers. */
export const TICKER = {
  /** Whole dollars lost today; `start` is the figure shown before the first tick (not in the spec). */
  lostToday: {intervalMs: 3000, minStep: 15, maxStep: 39, start: 1847},
  /** Shown as the cents of the lost-today figure. */
  visitorsCycle: {intervalMs: 100, min: 0, max: 99},
  /** Shown as shoppers browsing without help right now. */
  conversionCycle: {intervalMs: 2000, min: 5, max: 20},
  multipliers: {week: 7, month: 30, year: 365},
} as const;

/** Spec 9 "Demo". */
export const DEMO = {
  firstMessageMs: 800,
  botTypingMinMs: 2200,
  botTypingMaxMs: 3000,
  promoDelayMs: 1500,
  otherDelayMs: 1800,
  typingShownMs: 1500,
  chatDemoReplyMs: 1000,
  summaryFirstMs: 1000,
  summarySecondMs: 1000,
  nextScenarioMs: 10000,
  chatHeightsPx: [300, 350, 380],
  summaryCoupon: {code: 'BUDBOT10', percentOff: 10},
  flashPromo: {code: 'FLASH20', percentOff: 20, minutes: 15, freeShippingOver: 50},
  drawer: {animationS: 0.5, closeThreshold: 0.25, velocityThreshold: 0.4},
  adultsNotice: 'Demo for adults 21+. No products are sold here.',
} as const;

/** Spec 9 "Timing and layout". */
export const TIMING = {
  menuDebounceMs: 400,
  menuCloseDelayMs: 200,
  routeChangeCloseMs: 600,
  mobileLinkCloseMs: 100,
  scrollOffsetPx: 80,
  pricingScrollFromOtherPageMs: 300,
  pricingScrollSamePageMs: 100,
  popupDelayMs: 60000,
  popupSuppressionHours: 24,
  demoRedirectMs: 2000,
  waitlistSimulatedDelayMs: 1000,
  toastDurationMs: 5000,
  toastLimit: 1,
  counterTickMs: 16,
  counterDurationMs: 2000,
  counterCap: 100000,
  typingCharMs: 70,
  typingDeleteCharMs: 50,
  /** How long a fully typed phrase stays before it is deleted (the spec shows no pause). */
  typingHoldMs: 1800,
  /** One pass of the /waitlist scrolling banner. */
  bannerLoopS: 40,
  logoStrip: {pxPerFrame: 0.25, gapPx: 40, slotPx: 180, skeletons: 5},
  statStaggerMs: 200,
  statViewThreshold: 0.1,
  /** Home testimonials auto-advance (the spec shows no interval). */
  testimonialAdvanceMs: 7000,
} as const;

export const STORAGE_KEYS = {
  popupDismissed: 'vb-demo-popup-dismissed',
  /** The Help Center pages this browser has voted on ("Was this page helpful?"). */
  docsFeedback: 'vb-docs-feedback',
} as const;

export const CONTENT = {
  blogTeaserCount: 3,
  /** Cards per /blog page; older posts are on /blog/page/2 and on. */
  blogPostsPerPage: 12,
  relatedPosts: 2,
  readTimeLabel: '5 min read',
  newsletterArchiveCount: 3,
  newsletterTopicTags: 2,
  homeGuardMinDigits: 7,
} as const;

/** Headline marketing figures (spec 9 "Marketing claims"), quoted as the spec gives them. */
export const CLAIMS = {
  dispensaries: '100+',
  dispensariesBlog: '200+',
  years: '5+',
  availability: '24/7',
  newsletterSubscribers: '5,200+',
  newsletterWeeklySubscribers: '2.1K',
  newsletterIssues: 47,
  newsletterOpenRate: '94%',
  cartRecovery: '67%',
  aovLift: '+18%',
  replySeconds: 3,
  setupMinutes: 2,
  uptime: '99.9%',
  yearlyAbandonedCartLoss: '$250,000',
  hoursSavedMonthly: 140,
  salesIncrease: '22%',
  revenueGrowth: '40%',
  customerSatisfaction: '85%',
  operationalEfficiency: '60%',
  customersResearchOnline: '73%',
  /** Minutes of cart inactivity before the recovery offer appears. */
  cartRecoveryAfterMinutes: 4,
  /** The product landing page's abandonment-reduction figure. */
  abandonmentReductionLanding: '70%',
  largerCarts: '17%',
  revenueLiftMonthly: '$4,200',
  supportWorkloadDrop: '80%',
  roi: {percent: '320%', days: 11},
  satisfaction: '90%',
} as const;

/** Typical result quoted on each agent's card and page (spec 2 "Agents suite"). */
export const AGENT_RESULTS: Record<AgentId, {value: string; label: string}> = {
  'upsell-agent': {value: CLAIMS.aovLift, label: 'average order value'},
  'knowledge-agent': {value: '+25%', label: 'revenue per customer'},
  'loyalty-agent': {value: '+40%', label: 'customer retention'},
  'ada-widget': {value: '100%', label: 'ADA compliance'},
  'review-agent': {value: '+60%', label: 'online reviews'},
};

/** Social hub hero (spec 2 "Social hub"): audience across our profiles, refreshed by hand each quarter. */
export const SOCIAL_REACH = {followers: 12400, monthlyViews: 86000} as const;

/** Integration partners' own sites (spec 2 "Services and integrations"), opened in a new tab. */
export const PARTNER_SITES = {
  dutchie: 'https://dutchie.com/',
  treez: 'https://www.treez.io/',
  cova: 'https://www.covasoftware.com/',
  flowhub: 'https://www.flowhub.com/',
  monarch: 'https://www.monarchtechnologies.com/',
  dispense: 'https://www.dispenseapp.com/',
  aiq: 'https://www.aiq.com/',
} as const;
