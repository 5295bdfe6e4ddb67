import {ADA_WIDGET, AGENT_PRICING, AGENT_RESULTS, BRAND, CLAIMS, LINKS, PRICING, type AgentId} from './constants';
import type {Action, FaqItem, IconCard, IconName, Illustration, Stat, Step} from './schemas';
import {formatDollars, formatWhole} from '../lib/numbers';

/**
 * The agent suite (/ai-agents) and the five agent pages (spec 2 "Agents suite
 * and agent pages", spec 9 "Pricing"). Prices, guarantees, the trial and each
 * agent's typical result come from constants; copy lives here.
 */

const usd = (amount: number) => formatDollars(Math.round(amount));
/** '+18%' -> 18: the typical-result labels double as the ROI examples' lift. */
const percentOf = (label: string) => Number.parseFloat(label.replace(/[^0-9.]/g, ''));

export const AGENT_IDS = [
  'upsell-agent',
  'loyalty-agent',
  'review-agent',
  'knowledge-agent',
  'ada-widget',
] as const satisfies readonly AgentId[];

export const agentTrialLabel = `${PRICING.trialDaysLanding}-day free trial`;

export type AgentOffer = {
  /** '$297/month', or 'Free with any agent' for the ADA widget. */
  price: string;
  guarantee: string | null;
  trial: string;
  trialAction: Action;
  demoAction: Action;
};

function offerFor(id: AgentId): AgentOffer {
  const {monthly, guaranteeDays} = AGENT_PRICING[id];
  return {
    price: monthly === 0 ? 'Free with any agent' : `${usd(monthly)}/month`,
    guarantee: guaranteeDays === null ? null : `${guaranteeDays}-day money-back guarantee`,
    trial: agentTrialLabel,
    // The knowledge agent's trial starts with a booked onboarding call (spec 2).
    trialAction:
      id === 'knowledge-agent'
        ? {label: 'Start Free Trial', href: LINKS.scheduling}
        : {label: 'Start Free Trial', to: '/waitlist'},
    demoAction: {label: 'Schedule a Demo', href: LINKS.scheduling},
  };
}

export const agentOffers: Record<AgentId, AgentOffer> = {
  'upsell-agent': offerFor('upsell-agent'),
  'loyalty-agent': offerFor('loyalty-agent'),
  'review-agent': offerFor('review-agent'),
  'knowledge-agent': offerFor('knowledge-agent'),
  'ada-widget': offerFor('ada-widget'),
};

type AgentScenario = {title: string; situation: string; response: string; outcome: string};
type RoiLine = {label: string; value: string};

export type AgentCard = {
  id: AgentId;
  name: string;
  icon: IconName;
  tagline: string;
  features: readonly string[];
  path: string;
};

export type AgentPageContent = {
  id: AgentId;
  name: string;
  icon: IconName;
  hero: {eyebrow: string; title: string; subtitle: string; image: Illustration};
  /** What the agent actually does, shown beside its typical-result label. */
  whatItDoes: string;
  scenarios: {title: string; subtitle: string; items: readonly AgentScenario[]};
  features: {
    title: string;
    subtitle: string;
    cards: readonly IconCard[];
    checklist?: {title: string; items: readonly string[]};
  };
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  roi: {title: string; subtitle: string; lines: readonly RoiLine[]; total: RoiLine; note: string};
  steps: {title: string; items: readonly Step[]};
  faq: readonly FaqItem[];
  cta: {title: string; text: string};
};

const heroImage = (id: AgentId, alt: string): Illustration => ({
  src: `/img/agents/${id}.svg`,
  alt,
  width: 480,
  height: 360,
});
const result = (id: AgentId): Stat => ({
  value: AGENT_RESULTS[id].value,
  label: `Typical result: ${AGENT_RESULTS[id].label}`,
});

/* Worked ROI examples. Inputs are stated on the page as assumptions. */
const upsellLift = percentOf(AGENT_RESULTS['upsell-agent'].value);
const upsellOrders = 1500;
const upsellAov = 60;
const upsellAdded = (upsellOrders * upsellAov * upsellLift) / 100;

const loyaltyLift = percentOf(AGENT_RESULTS['loyalty-agent'].value);
const loyaltyLapsing = 120;
const loyaltyMonthlyValue = 110;
const loyaltyKept = Math.round((loyaltyLapsing * loyaltyLift) / 100);

const reviewLift = percentOf(AGENT_RESULTS['review-agent'].value);
const reviewsNow = 20;
const reviewHoursSaved = 8;
const reviewHourlyCost = 22;

const knowledgeLift = percentOf(AGENT_RESULTS['knowledge-agent'].value);
const knowledgeCustomers = 600;
const knowledgeSpend = 70;
const knowledgeAdded = (knowledgeCustomers * knowledgeSpend * knowledgeLift) / 100;

const monthly = (id: AgentId) => AGENT_PRICING[id].monthly;

/** The 26 adjustments of the ADA widget; the count is checked against ADA_WIDGET.features. */
export const adaAdjustments: readonly string[] = [
  `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%`,
  'Line height',
  'Letter spacing',
  'Word spacing',
  'Readable font',
  'Dyslexia-friendly font',
  'Text alignment',
  'High contrast',
  'Dark contrast',
  'Light contrast',
  'Monochrome',
  'Low saturation',
  'High saturation',
  'Highlight links',
  'Highlight headings',
  'Large cursor',
  'Reading guide',
  'Reading mask',
  'Stop animations',
  'Hide images',
  'Mute media',
  'Read page aloud',
  'Keyboard navigation focus',
  'Page structure outline',
  'Image descriptions on hover',
  'Reset all settings',
];

export const agentCards: readonly AgentCard[] = [
  {
    id: 'upsell-agent',
    name: 'Upsell Agent',
    icon: 'trending-up',
    tagline: 'Suggests the add-on your best budtender would, at the moment the shopper is deciding.',
    features: ['Product pairing from your upsell map', 'Bundle and tier-up offers', 'Cart-size nudges before checkout'],
    path: '/agents/upsell-agent',
  },
  {
    id: 'loyalty-agent',
    name: 'Loyalty Agent',
    icon: 'repeat',
    tagline: 'Brings customers back with reminders, points answers and personal picks.',
    features: [
      'Points and rewards answers in chat',
      'Restock reminders timed to each customer',
      'Win-back offers for lapsing regulars',
    ],
    path: '/agents/loyalty-agent',
  },
  {
    id: 'review-agent',
    name: 'Review Agent',
    icon: 'star',
    tagline: 'Asks happy customers for reviews and drafts replies to every one.',
    features: [
      'Review requests after pickup or delivery',
      'Reply drafts in your brand voice',
      'Alerts on negative reviews',
    ],
    path: '/agents/review-agent',
  },
  {
    id: 'knowledge-agent',
    name: 'Knowledge Agent',
    icon: 'library',
    tagline: 'Gives shoppers and staff accurate answers from your own product and policy library.',
    features: [
      'Answers from your menu, lab results and policies',
      'Staff training quick answers',
      'Deeper product answers that grow the basket',
    ],
    path: '/agents/knowledge-agent',
  },
  {
    id: 'ada-widget',
    name: 'ADA Widget',
    icon: 'accessibility',
    tagline: `${ADA_WIDGET.features} accessibility adjustments for your visitors, free with any agent.`,
    features: [
      `${ADA_WIDGET.features} visitor-controlled adjustments`,
      `Built to ${ADA_WIDGET.standard}`,
      `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%`,
    ],
    path: '/agents/ada-widget',
  },
];

/** Labels shared by the agent cards (/ai-agents) and every agent page. */
export const agentLabels = {
  typicalResult: 'Typical result',
  /** Followed by the agent's name: "Explore the Upsell Agent". */
  explore: 'Explore the',
  faqTitle: 'Frequently asked questions',
  /** The three steps of a scenario card. */
  scenario: {situation: 'The moment', response: 'What the agent does', outcome: 'The outcome'},
};

export const agentsSuite = {
  hero: {
    eyebrow: 'AI agent suite',
    title: 'Five AI agents. Switch on the ones your store needs.',
    subtitle: `Each ${BRAND} agent does one job well: bigger orders, returning customers, better reviews, accurate answers and an accessible menu. Turn them on or off at any time.`,
  },
  cards: {title: 'Meet the agents', subtitle: 'Every card shows the typical result dispensaries see.'},
  bundle: {
    title: 'Free with any agent: the ADA widget',
    text: `Every plan includes the ADA widget: ${ADA_WIDGET.features} adjustments your visitors control, built to ${ADA_WIDGET.standard}, with text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
    link: {label: 'See what the widget does', to: '/agents/ada-widget'},
  },
  cta: {
    title: 'Start with one agent, add more when you are ready',
    text: `${agentTrialLabel} on every agent. Cancel anytime.`,
    actions: [
      {label: 'Start Free Trial', to: '/waitlist'},
      {label: 'Schedule Demo', href: LINKS.scheduling},
    ] satisfies readonly Action[],
  },
} as const;

export const agentPages: Record<AgentId, AgentPageContent> = {
  'upsell-agent': {
    id: 'upsell-agent',
    name: 'Upsell Agent',
    icon: 'trending-up',
    hero: {
      eyebrow: 'Upsell Agent',
      title: 'Bigger baskets, suggested the way your best budtender would',
      subtitle:
        'The Upsell Agent recommends the right add-on at the right moment: papers with flower, a battery with a first cartridge, the larger size when the price per gram is better.',
      image: heroImage(
        'upsell-agent',
        'A chat suggesting a matching battery to a shopper adding a vape cartridge to the cart',
      ),
    },
    whatItDoes:
      'Suggests add-ons, bundles and better-value sizes from your upsell map, inside the conversation and before checkout.',
    scenarios: {
      title: 'What it looks like on your menu',
      subtitle: 'Three moments where a suggestion turns into a larger order.',
      items: [
        {
          title: 'First cartridge, no battery',
          situation: 'A new customer adds a 510 cartridge to the cart and nothing else.',
          response:
            'The agent asks whether they already have a battery and suggests the starter battery that fits, with one line on how to use it.',
          outcome: 'The shopper leaves with a setup that works, and the order grows by the price of the battery.',
        },
        {
          title: 'The better-value size',
          situation: 'A regular adds two eighths of the same strain.',
          response: 'The agent points out that the quarter costs less per gram and offers to swap.',
          outcome: 'The customer saves per gram; the store moves a larger unit.',
        },
        {
          title: 'Pre-roll weekend',
          situation: 'A shopper asks what to bring to a weekend trip.',
          response: 'The agent recommends a pre-roll multipack and the bundle deal you set up with a matching lighter.',
          outcome: 'A bundle sale instead of a single pre-roll.',
        },
      ],
    },
    features: {
      title: 'What the Upsell Agent does',
      subtitle: 'Your rules, applied in every conversation.',
      cards: [
        {
          icon: 'link',
          title: 'Upsell mapping',
          text: 'Pair products and categories once; the agent suggests the pair whenever it fits.',
        },
        {
          icon: 'package',
          title: 'Bundles',
          text: 'Offer the bundles you define, with the discount and limits you set.',
        },
        {
          icon: 'scale',
          title: 'Better-value sizes',
          text: 'Suggests the next size up when the price per gram or per milligram improves.',
        },
        {
          icon: 'compass',
          title: 'Right moment',
          text: 'Suggests once, when it helps, and stops if the shopper says no.',
        },
        {icon: 'tag', title: 'Margin aware', text: 'Prioritise house brands or high-margin lines in suggestions.'},
        {
          icon: 'chart-column',
          title: 'Attribution',
          text: 'See which suggestions were accepted and the revenue each produced.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Upsell Agent.',
      stats: [
        result('upsell-agent'),
        {value: CLAIMS.largerCarts, label: 'Larger carts'},
        {value: CLAIMS.salesIncrease, label: 'Sales increase'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a mid-size store.',
      lines: [
        {label: 'Online orders per month', value: formatWhole(upsellOrders)},
        {label: 'Average order today', value: usd(upsellAov)},
        {label: 'Typical average order value lift', value: AGENT_RESULTS['upsell-agent'].value},
        {label: 'Added revenue per month', value: usd(upsellAdded)},
        {label: 'Upsell Agent price', value: `${usd(monthly('upsell-agent'))}/month`},
      ],
      total: {label: 'Added revenue for each dollar spent', value: usd(upsellAdded / monthly('upsell-agent'))},
      note: 'Illustrative only: your results depend on your menu, traffic and offers.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Map your pairings',
          text: 'Tell us which products and categories go together; we start you with a cannabis-retail template.',
        },
        {
          title: 'Set bundles and limits',
          text: 'Choose the bundles, discounts and margin priorities the agent may use.',
        },
        {title: 'Switch it on', text: 'The agent joins your existing BudBot chat; no new code.'},
        {title: 'Review what sells', text: 'Check accepted suggestions weekly and refine the map.'},
      ],
    },
    faq: [
      {
        question: 'Will shoppers find the suggestions pushy?',
        answer:
          'The agent suggests once per moment and drops it when a shopper declines, the way a good budtender would.',
      },
      {
        question: 'Can I choose which products it promotes?',
        answer: 'Yes. Your upsell map and margin priorities decide every suggestion.',
      },
      {
        question: 'Does it work with my current promotions?',
        answer:
          'Yes. It can mention any promotion you add in the promotion builder, and never stacks offers you have not allowed.',
      },
      {
        question: `What does it cost?`,
        answer: `${usd(monthly('upsell-agent'))} a month with a ${agentTrialLabel} and a ${AGENT_PRICING['upsell-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'How do I know it is working?',
        answer: 'The dashboard shows every accepted suggestion and the revenue it added, exportable as CSV.',
      },
    ],
    cta: {
      title: 'Add the Upsell Agent to your menu',
      text: 'Start with your best pairings and see the difference in your average order.',
    },
  },

  'loyalty-agent': {
    id: 'loyalty-agent',
    name: 'Loyalty Agent',
    icon: 'repeat',
    hero: {
      eyebrow: 'Loyalty Agent',
      title: 'Keep your regulars coming back',
      subtitle:
        'The Loyalty Agent answers points questions, reminds customers when they are likely running low and wins back regulars before they drift to the shop down the road.',
      image: heroImage(
        'loyalty-agent',
        'A chat telling a returning customer their points balance and a restock reminder',
      ),
    },
    whatItDoes: 'Answers rewards questions, sends timed restock reminders and makes win-back offers you approve.',
    scenarios: {
      title: 'What it looks like for your customers',
      subtitle: 'Three moments that decide whether a customer comes back.',
      items: [
        {
          title: 'How many points do I have?',
          situation: 'A customer asks in chat how close they are to a reward.',
          response:
            'The agent reads their balance from your loyalty program and suggests a product that gets them to the next reward.',
          outcome: 'A question becomes an order, and the customer feels recognised.',
        },
        {
          title: 'Running low',
          situation: 'A regular buys the same tincture every three weeks and has not ordered in four.',
          response: 'The agent sends a reminder with a one-tap reorder from their history.',
          outcome: "The repeat order happens at your store, not a competitor's.",
        },
        {
          title: 'The drifting regular',
          situation: 'A weekly customer has not visited in six weeks.',
          response: 'The agent sends a personal win-back message with the offer you approved for lapsing customers.',
          outcome: 'A lapsing customer returns before they are lost for good.',
        },
      ],
    },
    features: {
      title: 'What the Loyalty Agent does',
      subtitle: 'Retention work your team never has time for.',
      cards: [
        {
          icon: 'gift',
          title: 'Rewards answers',
          text: 'Balances, tiers and redemption rules, answered in chat from your loyalty program.',
        },
        {
          icon: 'alarm-clock',
          title: 'Restock reminders',
          text: "Timed to each customer's buying rhythm, not a blanket blast.",
        },
        {
          icon: 'heart',
          title: 'Win-back offers',
          text: 'Personal messages for lapsing regulars, with offers and limits you control.',
        },
        {
          icon: 'brain',
          title: 'Personal picks',
          text: 'Recommends new arrivals similar to what each customer already likes.',
        },
        {
          icon: 'bell-off',
          title: 'Respectful contact',
          text: 'Honours opt-outs and quiet hours, and caps messages per customer.',
        },
        {
          icon: 'chart-column',
          title: 'Retention reporting',
          text: 'Returning customers, reminder conversions and win-backs in one view.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Loyalty Agent.',
      stats: [
        result('loyalty-agent'),
        {value: CLAIMS.customerSatisfaction, label: 'Customer satisfaction'},
        {value: CLAIMS.availability, label: 'Rewards answers'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a store with a steady base of regulars.',
      lines: [
        {label: 'Regulars who lapse each month', value: `${loyaltyLapsing}`},
        {label: 'Monthly spend of a regular', value: usd(loyaltyMonthlyValue)},
        {label: 'Typical retention lift', value: AGENT_RESULTS['loyalty-agent'].value},
        {label: 'Regulars kept each month', value: `${loyaltyKept}`},
        {label: 'Loyalty Agent price', value: `${usd(monthly('loyalty-agent'))}/month`},
      ],
      total: {label: 'Revenue kept per month', value: usd(loyaltyKept * loyaltyMonthlyValue)},
      note: 'Illustrative only: your results depend on your customer base and offers.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Connect your loyalty program',
          text: 'We link your point of sale or loyalty provider so balances and history are live.',
        },
        {
          title: 'Set reminder and win-back rules',
          text: 'Decide when reminders go out and which offers lapsing customers may receive.',
        },
        {title: 'Approve the messages', text: 'Edit the templates in your brand voice, with quiet hours and caps.'},
        {title: 'Watch customers return', text: 'Track returning customers and win-backs in the dashboard.'},
      ],
    },
    faq: [
      {
        question: 'Which loyalty programs does it work with?',
        answer:
          'The loyalty features of the point-of-sale and menu platforms on our integrations page, plus custom programs through the API.',
      },
      {
        question: 'Will customers get too many messages?',
        answer: 'No. You set a cap per customer and quiet hours, and every opt-out is honoured immediately.',
      },
      {
        question: 'Can I control the offers?',
        answer: 'Yes. The agent only sends offers you approved, within the limits you set.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('loyalty-agent'))} a month with a ${agentTrialLabel} and a ${AGENT_PRICING['loyalty-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Is customer data shared?',
        answer: 'Never. Purchase history stays yours and is used only to serve your own customers.',
      },
    ],
    cta: {title: 'Turn one-time shoppers into regulars', text: 'Start with restock reminders and see who comes back.'},
  },

  'review-agent': {
    id: 'review-agent',
    name: 'Review Agent',
    icon: 'star',
    hero: {
      eyebrow: 'Review Agent',
      title: 'More reviews, and a reply to every one',
      subtitle:
        'The Review Agent asks happy customers for a review at the right moment, drafts replies in your voice and flags unhappy ones to your manager before they spread.',
      image: heroImage('review-agent', 'A review request after pickup and a drafted reply to a five-star review'),
    },
    whatItDoes:
      'Sends review requests after pickup or delivery, drafts replies for approval and alerts you to negative reviews.',
    scenarios: {
      title: 'What it looks like for your store',
      subtitle: 'Three moments that shape your online reputation.',
      items: [
        {
          title: 'Right after a great visit',
          situation: 'A customer picks up an order and tells the bot the budtender was helpful.',
          response: 'The agent thanks them and sends a one-tap link to your review page.',
          outcome: 'A happy customer leaves a review while the visit is fresh.',
        },
        {
          title: 'A review that needs a reply',
          situation: 'A customer posts a detailed five-star review on a Saturday night.',
          response: 'The agent drafts a personal reply for your manager to approve on Monday morning.',
          outcome: "Every review gets a thoughtful answer without eating a manager's weekend.",
        },
        {
          title: 'An unhappy customer',
          situation: 'A customer tells the bot their order was missing an item.',
          response: 'The agent apologises, alerts your manager and offers a call back instead of a review link.',
          outcome: 'The problem is fixed privately before it becomes a one-star review.',
        },
      ],
    },
    features: {
      title: 'What the Review Agent does',
      subtitle: 'Reputation work on autopilot, with you approving what goes out.',
      cards: [
        {
          icon: 'send',
          title: 'Timed requests',
          text: 'Asks for reviews after pickup or delivery, when satisfaction is highest.',
        },
        {
          icon: 'pen-line',
          title: 'Reply drafts',
          text: 'Drafts replies in your brand voice for you to approve or edit.',
        },
        {
          icon: 'siren',
          title: 'Negative review alerts',
          text: 'Flags unhappy customers and low ratings to your manager at once.',
        },
        {
          icon: 'map',
          title: 'Local search',
          text: 'A steady flow of fresh reviews helps your store show up in local search.',
        },
        {
          icon: 'receipt',
          title: 'Compliant wording',
          text: 'Requests never offer incentives that platform rules or state law forbid.',
        },
        {
          icon: 'chart-column',
          title: 'Reputation dashboard',
          text: 'Review volume, rating trend and reply times across platforms.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Review Agent.',
      stats: [
        result('review-agent'),
        {value: CLAIMS.operationalEfficiency, label: 'Less time spent on review replies'},
        {value: CLAIMS.satisfaction, label: 'Customer satisfaction'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a single store.',
      lines: [
        {label: 'New reviews per month today', value: `${reviewsNow}`},
        {label: 'Typical review lift', value: AGENT_RESULTS['review-agent'].value},
        {label: 'New reviews per month with the agent', value: `${Math.round(reviewsNow * (1 + reviewLift / 100))}`},
        {label: 'Manager hours saved on replies', value: `${reviewHoursSaved} per month`},
        {label: 'Review Agent price', value: `${usd(monthly('review-agent'))}/month`},
      ],
      total: {label: 'Manager time saved per month', value: usd(reviewHoursSaved * reviewHourlyCost)},
      note: `Illustrative only, valuing manager time at ${usd(reviewHourlyCost)} an hour; the value of extra reviews in local search comes on top.`,
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {title: 'Connect your review profiles', text: 'Link the review platforms your customers use.'},
        {title: 'Choose when to ask', text: 'After pickup, after delivery, or both, with a cap per customer.'},
        {title: 'Set your reply voice', text: 'Approve reply templates and decide which replies need your sign-off.'},
        {title: 'Watch your rating', text: 'Track review volume and rating trend in the dashboard.'},
      ],
    },
    faq: [
      {
        question: 'Does it post replies without my approval?',
        answer: 'Only if you allow it. By default every reply waits for your approval.',
      },
      {
        question: 'Does it offer discounts for reviews?',
        answer: "No. Incentivised reviews break most platforms' rules, so the agent never offers them.",
      },
      {
        question: 'What happens with a bad experience?',
        answer:
          'The agent apologises, alerts your manager and offers the customer a direct follow-up instead of a review link.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('review-agent'))} a month with a ${agentTrialLabel} and a ${AGENT_PRICING['review-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Which review sites does it cover?',
        answer: 'The major search, map and cannabis menu review platforms; we confirm yours on the onboarding call.',
      },
    ],
    cta: {title: 'Let your happiest customers speak for you', text: 'Start asking for reviews at the right moment.'},
  },

  'knowledge-agent': {
    id: 'knowledge-agent',
    name: 'Knowledge Agent',
    icon: 'library',
    hero: {
      eyebrow: 'Knowledge Agent',
      title: 'Accurate answers from your own product library',
      subtitle:
        'The Knowledge Agent answers detailed questions about products, lab results and store policies from the documents you give it, for shoppers online and for your staff on the floor.',
      image: heroImage(
        'knowledge-agent',
        "A chat answering a question about a product's terpene profile from the lab results",
      ),
    },
    whatItDoes: 'Answers product, lab-result and policy questions from your own documents, for shoppers and staff.',
    scenarios: {
      title: 'What it looks like in your store',
      subtitle: 'Three questions that used to need a manager.',
      items: [
        {
          title: 'The terpene question',
          situation: 'A shopper asks which of your flower strains is highest in limonene.',
          response: 'The agent answers from the uploaded lab results and links the two matching products.',
          outcome: 'An informed shopper buys with confidence, and often buys more.',
        },
        {
          title: 'The new budtender',
          situation: 'A budtender in their first week is asked about your return policy for vape hardware.',
          response: 'They ask the agent on the store tablet and get your policy word for word.',
          outcome: 'The right answer without pulling a manager off the floor.',
        },
        {
          title: 'The brand deep-dive',
          situation: "A shopper wants to know how a brand's rosin is made.",
          response:
            'The agent answers from the brand sheet you uploaded and suggests their other solventless products.',
          outcome: 'A curious shopper becomes a bigger, repeat basket.',
        },
      ],
    },
    features: {
      title: 'What the Knowledge Agent does',
      subtitle: "Your store's knowledge, available to everyone, every hour.",
      cards: [
        {
          icon: 'flask-conical',
          title: 'Lab-result answers',
          text: 'Cannabinoid and terpene questions answered from your certificates of analysis.',
        },
        {
          icon: 'file-text',
          title: 'Policy answers',
          text: 'Returns, payment, delivery areas and purchase limits, exactly as you wrote them.',
        },
        {
          icon: 'tag',
          title: 'Brand knowledge',
          text: 'Upload brand sheets and the agent explains products the way the brand does.',
        },
        {
          icon: 'graduation-cap',
          title: 'Staff quick answers',
          text: 'New budtenders get accurate answers on the floor instead of guessing.',
        },
        {
          icon: 'search',
          title: 'Source-backed',
          text: 'Answers only from your documents and says so when it does not know.',
        },
        {
          icon: 'chart-column',
          title: 'Knowledge gaps',
          text: 'See the questions it could not answer, so you know what to add next.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Knowledge Agent.',
      stats: [
        result('knowledge-agent'),
        {value: CLAIMS.supportWorkloadDrop, label: 'Fewer repeat questions to managers'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a store with an active online menu.',
      lines: [
        {label: 'Online customers per month', value: formatWhole(knowledgeCustomers)},
        {label: 'Monthly spend per customer', value: usd(knowledgeSpend)},
        {label: 'Typical revenue per customer lift', value: AGENT_RESULTS['knowledge-agent'].value},
        {label: 'Knowledge Agent price', value: `${usd(monthly('knowledge-agent'))}/month`},
      ],
      total: {label: 'Added revenue per month', value: usd(knowledgeAdded)},
      note: 'Illustrative only: your results depend on your menu, traffic and the documents you load.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Book your onboarding call',
          text: 'We look at the questions your team answers most and the documents you already have.',
        },
        {
          title: 'Upload your library',
          text: 'Lab results, brand sheets and store policies, in the formats you already use.',
        },
        {
          title: 'Review sample answers',
          text: "Check the agent's answers to your top questions before shoppers see them.",
        },
        {title: 'Go live for shoppers and staff', text: 'Switch it on in the chat and on your store tablets.'},
      ],
    },
    faq: [
      {
        question: 'Where do the answers come from?',
        answer:
          'Only from the documents you upload and your live menu. When it does not know, it says so and offers a hand-off to staff.',
      },
      {
        question: 'Can staff use it too?',
        answer:
          'Yes. Staff can ask it on a store tablet or phone, with the same answers shoppers get plus internal policies you mark as staff-only.',
      },
      {
        question: 'How do I keep it up to date?',
        answer: 'Upload new lab results and brand sheets as they arrive; the agent uses them at once.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('knowledge-agent'))} a month with a ${agentTrialLabel}, which starts with a booked onboarding call, and a ${AGENT_PRICING['knowledge-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Will it give medical advice?',
        answer: 'No. It shares product facts and hands medical questions to your staff.',
      },
    ],
    cta: {title: 'Make every answer the right answer', text: 'Book your onboarding call and start the free trial.'},
  },

  'ada-widget': {
    id: 'ada-widget',
    name: 'ADA Widget',
    icon: 'accessibility',
    hero: {
      eyebrow: 'ADA Widget',
      title: 'An accessibility toolbar for your menu, free with any agent',
      subtitle: `The ADA widget gives every visitor ${ADA_WIDGET.features} adjustments to make your site easier to read and use, built to ${ADA_WIDGET.standard}, including text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
      image: heroImage(
        'ada-widget',
        'The accessibility panel open on a dispensary menu with text size, contrast and motion controls',
      ),
    },
    whatItDoes: `Adds a panel of ${ADA_WIDGET.features} visitor-controlled adjustments, built to ${ADA_WIDGET.standard}: text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, contrast modes, readable fonts, reading aids and motion controls.`,
    scenarios: {
      title: 'Who it helps',
      subtitle: 'Three visitors who can now shop your menu comfortably.',
      items: [
        {
          title: 'Low vision',
          situation: 'An older customer struggles with small print on product cards.',
          response: `They enlarge text up to ${ADA_WIDGET.textScalingMaxPercent}% and switch on high contrast from the widget.`,
          outcome: 'They read potency and price without zooming the whole page.',
        },
        {
          title: 'Dyslexia',
          situation: 'A shopper finds dense product descriptions hard to follow.',
          response: 'They turn on the dyslexia-friendly font, wider spacing and the reading guide.',
          outcome: 'Descriptions are easier to read, so they compare products themselves.',
        },
        {
          title: 'Motion sensitivity',
          situation: 'A visitor gets dizzy from animated banners.',
          response: 'They stop animations with one switch, and the setting stays for their next visit.',
          outcome: 'They can browse the whole menu without discomfort.',
        },
      ],
    },
    features: {
      title: 'What the ADA widget does',
      subtitle: `${ADA_WIDGET.features} adjustments, each one a switch your visitor controls.`,
      cards: [
        {
          icon: 'type',
          title: 'Text and spacing',
          text: `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, line, letter and word spacing, readable fonts.`,
        },
        {
          icon: 'contrast',
          title: 'Colour and contrast',
          text: 'High, dark and light contrast, monochrome and saturation controls.',
        },
        {
          icon: 'book-open',
          title: 'Reading aids',
          text: 'Reading guide, reading mask, link and heading highlights, read aloud.',
        },
        {icon: 'pause', title: 'Motion and media', text: 'Stop animations, mute media and hide images.'},
        {
          icon: 'keyboard',
          title: 'Navigation',
          text: 'Clear keyboard focus, a page structure outline and a large cursor.',
        },
        {icon: 'save', title: 'Remembers settings', text: "A visitor's choices stay in place on their next visit."},
      ],
      checklist: {title: `All ${ADA_WIDGET.features} adjustments`, items: adaAdjustments},
    },
    results: {
      title: 'What you get',
      subtitle: 'The typical-result label, and what stands behind it.',
      stats: [
        result('ada-widget'),
        {value: `${ADA_WIDGET.features}`, label: 'Visitor-controlled adjustments'},
        {value: ADA_WIDGET.standard, label: 'Standard the widget is built to'},
        {value: `${ADA_WIDGET.textScalingMaxPercent}%`, label: 'Maximum text scaling'},
      ],
    },
    roi: {
      title: 'What it costs',
      subtitle: 'Included with every BudBot agent.',
      lines: [
        {label: 'Widget price', value: agentOffers['ada-widget'].price},
        {label: 'Adjustments included', value: `${ADA_WIDGET.features}`},
        {label: 'Installation', value: 'Loads with your existing BudBot snippet'},
        {
          label: 'Cheapest agent to unlock it',
          value: `${usd(Math.min(...AGENT_IDS.map(monthly).filter((price) => price > 0)))}/month`,
        },
      ],
      total: {label: 'Extra cost of the widget', value: usd(0)},
      note: "The widget improves how visitors can adjust your site. Your site's own markup, images and content still matter for accessibility, and we are happy to point out what to fix.",
    },
    steps: {
      title: 'Up and running in three steps',
      items: [
        {title: 'Switch on any agent', text: 'The widget comes with every BudBot agent at no extra cost.'},
        {
          title: 'Choose placement and colours',
          text: 'Pick where the accessibility button sits and match it to your brand.',
        },
        {title: 'Publish', text: 'It loads with your existing BudBot snippet; no new code.'},
      ],
    },
    faq: [
      {
        question: 'What does the widget do?',
        answer: `It adds a panel with ${ADA_WIDGET.features} adjustments visitors control, built to ${ADA_WIDGET.standard}, including text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, contrast modes, readable fonts, reading aids and motion controls.`,
      },
      {
        question: 'Does the widget make my whole site compliant on its own?',
        answer: `The widget gives visitors tools built to ${ADA_WIDGET.standard}. Your site's own structure, image descriptions and forms also count, so we review your menu at onboarding and tell you what else to fix.`,
      },
      {question: 'Does it cost extra?', answer: 'No. It is free with any BudBot agent.'},
      {question: 'Will it slow down my site?', answer: 'No. It loads after your page, together with the chat widget.'},
      {
        question: 'Does it remember visitor settings?',
        answer: "Yes, on the visitor's own device, so their choices are in place on the next visit.",
      },
    ],
    cta: {title: 'Make your menu easier for everyone to use', text: 'Add any agent and the ADA widget comes with it.'},
  },
};
