import type {AgentId} from './offers';

/** Headline marketing figures, quoted as each page has always given them (docs-engineering/decisions.md#marketing-figures-per-page). */
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

/** Typical result quoted on each agent's card and page. */
export const AGENT_RESULTS: Record<AgentId, {value: string; label: string}> = {
  'upsell-agent': {value: CLAIMS.aovLift, label: 'average order value'},
  'knowledge-agent': {value: '+25%', label: 'revenue per customer'},
  'loyalty-agent': {value: '+40%', label: 'customer retention'},
  'ada-widget': {value: '100%', label: 'ADA compliance'},
  'review-agent': {value: '+60%', label: 'online reviews'},
};

/** Social hub hero: audience across our profiles, refreshed by hand each quarter. */
export const SOCIAL_REACH = {followers: 12400, monthlyViews: 86000} as const;
