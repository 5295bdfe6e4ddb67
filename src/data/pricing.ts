import {BRAND, CLAIMS, LINKS, PRICING} from './constants';
import type {Action, FaqItem, IconCard, Stat} from './schemas';
import {formatDollars} from '../lib/numbers';

/** Copy of /pricing (spec 2 "Pricing and sales page", spec 9 "Pricing"). */

const usd = formatDollars;

const trialLabel = `${PRICING.trialDaysPricing}-day free trial`;
const guaranteeLabel = `${PRICING.guaranteeDays}-day money-back guarantee`;

export type Plan = {
  id: 'monthly' | 'annual';
  name: string;
  price: string;
  period: string;
  billing: string;
  badge?: string;
  highlights: readonly string[];
  action: Action;
};

export type CompetitorRow = {
  name: string;
  price: string;
  responseTime: string;
  cartRecovery: string;
  usageLimits: string;
  bestFor: string;
  /** Our own row, highlighted in the table. */
  ours?: boolean;
};

export type PricingContent = {
  hero: {eyebrow: string; title: string; subtitle: string; badges: readonly string[]; actions: readonly Action[]};
  cartProblem: {eyebrow: string; title: string; subtitle: string; stats: readonly Stat[]; points: readonly string[]};
  plans: {
    title: string;
    subtitle: string;
    items: readonly Plan[];
    earlyAccess: {title: string; text: string; action: Action};
  };
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  comparison: {title: string; subtitle: string; note: string; rows: readonly CompetitorRow[]};
  faqTitle: string;
  cta: {title: string; text: string; actions: readonly Action[]};
};

const included = [
  'Unlimited shopper conversations',
  'Live menu sync with your point of sale',
  'Cart recovery offers you approve',
  'Hand-off to your staff',
  'Analytics with CSV export',
] as const;

/** The three questions of the pricing FAQ; also the FAQPage structured data on /pricing. */
export const pricingFaq: readonly FaqItem[] = [
  {
    question: `How does the ${trialLabel} work?`,
    answer: `Install ${BRAND} on your menu and use every feature for ${PRICING.trialDaysPricing} days. We only start billing when the trial ends, and you can cancel before then with one e-mail.`,
  },
  {
    question: `What does the ${guaranteeLabel} cover?`,
    answer: `If ${BRAND} is not right for your store, tell us within your first ${PRICING.guaranteeDays} days as a paying customer and we refund that payment in full. No forms and no exit interview.`,
  },
  {
    question: 'Are there setup fees or long-term contracts?',
    answer: `No. Setup costs ${usd(PRICING.setupFee)}, our team helps connect your menu, and you can cancel anytime. The annual plan is prepaid at ${usd(PRICING.annualBilled)} a year, which saves ${usd(PRICING.annualSavings)} compared with paying monthly.`,
  },
];

export const pricing: PricingContent = {
  hero: {
    eyebrow: 'Pricing',
    title: 'One plan. Every feature. Priced for a single store.',
    subtitle: `${BRAND} costs less than one budtender shift a week, works every hour your menu is open and starts with a ${trialLabel}.`,
    badges: [trialLabel, guaranteeLabel, 'No setup fees', 'Cancel anytime'],
    actions: [
      {label: 'See the Plans', to: '#plans'},
      {label: 'Schedule a Demo', href: LINKS.scheduling, variant: 'secondary'},
    ],
  },
  cartProblem: {
    eyebrow: 'The cart problem',
    title: 'Abandoned carts are your most expensive problem',
    subtitle:
      'Most online dispensary shoppers browse, fill a cart and leave with a question nobody answered. Every one of those carts was a customer who already wanted to buy.',
    stats: [
      {value: CLAIMS.yearlyAbandonedCartLoss, label: 'Lost to abandoned carts per store, per year'},
      {value: CLAIMS.customersResearchOnline, label: 'Of customers research online before they buy'},
      {value: CLAIMS.cartRecovery, label: `Of carts ${BRAND} recovers when it steps in`},
    ],
    points: [
      'Shoppers cannot ask "which of these is best for sleep?" on a product grid.',
      'First-time customers worry about dose and leave rather than guess.',
      'Late-night shoppers find nobody to answer the phone.',
    ],
  },
  plans: {
    title: 'Choose how you pay',
    subtitle: `Both plans include every feature, a ${trialLabel} and a ${guaranteeLabel}.`,
    items: [
      {
        id: 'monthly',
        name: 'Monthly',
        price: usd(PRICING.pricingPageMonthly),
        period: '/month',
        billing: 'Billed monthly. Cancel anytime.',
        highlights: included,
        action: {label: 'Start Free Trial', to: '/waitlist', variant: 'secondary'},
      },
      {
        id: 'annual',
        name: 'Annual',
        price: usd(PRICING.annualPerMonth),
        period: '/month',
        billing: `Billed ${usd(PRICING.annualBilled)} yearly.`,
        badge: `Save ${usd(PRICING.annualSavings)}`,
        highlights: [...included, 'Priority onboarding call'],
        action: {label: 'Start Free Trial', to: '/waitlist'},
      },
    ],
    earlyAccess: {
      title: `Early access: ${PRICING.earlyAccessFreeMonths} months free`,
      text: `Join the waitlist now and your first ${PRICING.earlyAccessFreeMonths} months of premium features are on us when your store goes live.`,
      action: {label: 'Join the Waitlist', to: '/waitlist', variant: 'ghost'},
    },
  },
  features: {
    title: 'Everything in the plan',
    subtitle: 'No add-on fees for the features that make the money.',
    cards: [
      {
        icon: 'message-circle',
        title: 'Virtual budtender',
        text: 'Answers product questions and recommends by effect, format, potency and price from your live menu.',
      },
      {
        icon: 'shopping-cart',
        title: 'Cart recovery',
        text: `Checks in after ${CLAIMS.cartRecoveryAfterMinutes} minutes of inactivity with help or a discount you set.`,
      },
      {
        icon: 'plus',
        title: 'Smart cross-sell',
        text: 'Suggests the pairing your staff would: papers with flower, a battery with a cartridge, a low-dose edible for a first-timer.',
      },
      {
        icon: 'brain',
        title: 'Customer memory',
        text: 'Remembers returning shoppers and what they liked, so the next recommendation starts where the last one ended.',
      },
      {
        icon: 'handshake',
        title: 'Staff hand-off',
        text: 'Passes the conversation and its context to your team when a question needs a person.',
      },
      {
        icon: 'chart-column',
        title: 'Analytics and export',
        text: 'Top questions, products sold through chat and recovered carts, with CSV export for your own reports.',
      },
    ],
  },
  results: {
    title: 'What stores see after switching it on',
    subtitle: 'Typical results reported by dispensaries using BudBot.',
    stats: [
      {value: CLAIMS.aovLift, label: 'Average order value'},
      {value: CLAIMS.cartRecovery, label: 'Abandoned carts recovered'},
      {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
      {value: CLAIMS.revenueLiftMonthly, label: 'Added revenue per month'},
    ],
  },
  comparison: {
    title: 'How BudBot compares',
    subtitle: `Chat tools for dispensaries run from ${usd(PRICING.competitorPriceMin)} to ${usd(PRICING.competitorPriceMax)} a month. Here is what each kind of tool gives you for the money.`,
    note: 'Competitor categories describe typical published plans; features and prices vary by vendor, so check current terms before you buy.',
    rows: [
      {
        name: BRAND,
        price: `${usd(PRICING.annualPerMonth)}–${usd(PRICING.pricingPageMonthly)}/month`,
        responseTime: `Under ${CLAIMS.replySeconds} seconds, ${CLAIMS.availability}`,
        cartRecovery: `Built in: checks in after ${CLAIMS.cartRecoveryAfterMinutes} idle minutes`,
        usageLimits: 'Unlimited conversations',
        bestFor: 'Dispensaries that want a menu-aware budtender online',
        ours: true,
      },
      {
        name: 'Live-chat widgets',
        price: `From ${usd(PRICING.competitorPriceMin)}/month`,
        responseTime: 'Only while a staff member is online',
        cartRecovery: 'Not included',
        usageLimits: 'Priced per staff seat',
        bestFor: 'Stores with staff free to watch the chat all day',
      },
      {
        name: 'General AI chatbot platforms',
        price: `${usd(PRICING.competitorPriceMin)}–${usd(PRICING.competitorPriceMax)}/month by tier`,
        responseTime: 'Seconds, but not trained on cannabis menus',
        cartRecovery: 'Usually a paid add-on',
        usageLimits: 'Monthly message or resolution caps',
        bestFor: 'Generic FAQ answering across industries',
      },
      {
        name: 'Cannabis marketing suites',
        price: `Up to ${usd(PRICING.competitorPriceMax)}/month`,
        responseTime: 'No live chat; scheduled messages',
        cartRecovery: 'E-mail or SMS after the visit',
        usageLimits: 'Tiered by contact-list size',
        bestFor: 'Loyalty texts and e-mail campaigns',
      },
    ],
  },
  faqTitle: 'Pricing questions',
  cta: {
    title: 'Put a budtender on your menu this week',
    text: `${trialLabel}, ${guaranteeLabel}, no setup fees. Cancel anytime.`,
    actions: [
      {label: 'Start Free Trial', to: '/waitlist'},
      {label: 'Schedule a Demo', href: LINKS.scheduling},
    ],
  },
};

/** The Offer of the /pricing structured data (its price comes from PRICING.structuredDataOffer). */
export const pricingOffer = {
  description:
    'The BudBot virtual budtender for dispensary websites: product recommendations, cart recovery and staff hand-over.',
};
