/**
 * Copy of the three partner-service pages (spec 2 "Services and integrations").
 * Digital menu boards and the ad network are delivered by partners, so their
 * pages explain the service and link out to the provider's site; consultancy
 * is ours, with service cards and results.
 */
import {CLAIMS, LINKS} from './constants';
import type {IconName} from './schemas';

export type ServiceCard = {icon: IconName; title: string; text: string};
export type ServiceStep = {title: string; text: string};
type ServiceFaq = {question: string; answer: string};
type ServiceStat = {value: string; label: string; description: string};

export type ServiceHero = {eyebrow: string; title: string; subtitle: string; points: readonly string[]};

/** A service delivered by a partner: our page explains it and sends the visitor to them. */
export type PartnerService = {
  hero: ServiceHero;
  provider: {href: string; label: string; title: string; text: string};
  features: {title: string; subtitle: string; cards: readonly ServiceCard[]};
  /** `id` is the section's anchor (#rollout, #campaigns). */
  steps: {id: string; title: string; subtitle: string; items: readonly ServiceStep[]};
  pairing: {title: string; text: string; points: readonly string[]};
  faq: {title: string; items: readonly ServiceFaq[]};
  cta: {title: string; text: string};
};

export const digitalSignage: PartnerService = {
  hero: {
    eyebrow: 'Partner solution',
    title: 'Digital Menu Boards for Dispensaries',
    subtitle:
      'Screens that show what is actually on your shelves: prices, potency and promotions pulled from your point of sale, so the board never promises a product you sold out of an hour ago.',
    points: ['Live menu sync from your POS', 'Scheduled promotions by daypart', 'One dashboard for every location'],
  },
  provider: {
    href: LINKS.menuBoardProvider,
    label: 'Visit our menu board partner',
    title: 'Built and supported by our signage partner',
    text: 'Menu boards are installed, hosted and supported by our digital signage partner. Their team handles screens, players and content scheduling; we make sure the promotions on your boards match the ones your chatbot offers online.',
  },
  features: {
    title: 'What your menu boards do',
    subtitle: 'Everything a budtender points at while a line builds, kept current without anyone editing a slide.',
    cards: [
      {
        icon: 'refresh-cw',
        title: 'Inventory-aware menus',
        text: 'Products, prices and THC/CBD percentages update from your POS, and sold-out items drop off the board on their own.',
      },
      {
        icon: 'clock',
        title: 'Daypart scheduling',
        text: 'Run morning wellness specials, after-work pre-roll deals and weekend bundles on a timetable you set once.',
      },
      {
        icon: 'clipboard-list',
        title: 'Compliance-friendly layouts',
        text: 'Templates leave room for the warnings and disclosures your state requires, and keep imagery product-focused rather than promotional.',
      },
      {
        icon: 'store',
        title: 'Multi-location control',
        text: 'Push a chain-wide promotion to every store or let each manager tune their own screens, from one dashboard.',
      },
      {
        icon: 'trending-up',
        title: 'Shorter perceived waits',
        text: 'Shoppers who can browse categories and prices while they queue arrive at the counter knowing what they want.',
      },
      {
        icon: 'wrench',
        title: 'Hardware handled',
        text: 'Commercial displays and media players are specified, installed and monitored by the partner, with remote fixes when a screen drops.',
      },
    ],
  },
  steps: {
    id: 'rollout',
    title: 'From first call to live screens',
    subtitle: 'A typical single-store rollout takes a couple of weeks; chains roll out store by store.',
    items: [
      {
        title: 'Walk-through',
        text: 'Share your floor plan and photos of the sales floor so the partner can recommend screen sizes and placement.',
      },
      {
        title: 'Connect your POS',
        text: 'Your menu feed is connected once, so every board reads the same live inventory as your register.',
      },
      {
        title: 'Design and approve',
        text: 'Pick templates in your brand colors, set your promotion schedule and sign off on every layout.',
      },
      {
        title: 'Install and go live',
        text: 'Screens are mounted and tested, and your staff get a short walkthrough of the content dashboard.',
      },
    ],
  },
  pairing: {
    title: 'Better together with BudBot',
    text: 'Shoppers research online before they visit. When your website chatbot and your in-store boards tell the same story, the deal that brought someone in is the deal they see at the counter.',
    points: [
      'Feature the same weekly specials in the chatbot and on the boards',
      'Send shoppers who asked the bot about a product straight to it on the board',
      'Compare online interest with in-store sell-through for each promotion',
    ],
  },
  faq: {
    title: 'Menu board questions',
    items: [
      {
        question: 'Who do I contract with for the menu boards?',
        answer:
          'Screens, players and the signage software are contracted directly with our signage partner, and they quote based on your store. We introduce you and coordinate the promotions that also run in your BudBot chatbot.',
      },
      {
        question: 'Will the boards work with my point of sale?',
        answer:
          'The partner connects to the major dispensary POS and menu platforms. If you already use BudBot, the same systems listed on our integrations page are the ones to mention on your first call.',
      },
      {
        question: 'Can I keep my existing screens?',
        answer:
          'Often, yes. Most commercial displays with an HDMI input can run a media player; the partner will tell you during the walk-through whether your current screens are bright enough for your sales floor.',
      },
    ],
  },
  cta: {
    title: 'Ready to put your live menu on the wall?',
    text: 'Talk to our signage partner about screens for your store, or ask us how menu boards and the BudBot chatbot can run the same promotions.',
  },
};

export const adNetwork: PartnerService = {
  hero: {
    eyebrow: 'Partner solution',
    title: 'Cannabis Ad Network',
    subtitle:
      'Reach adult shoppers near your store on websites and apps that accept cannabis advertising, with age-gated audiences and geofencing that keep your campaigns inside the rules.',
    points: ['21+ verified audiences', 'Geofenced around your locations', 'Reporting down to store visits'],
  },
  provider: {
    href: LINKS.adNetworkProvider,
    label: 'Visit our ad network partner',
    title: 'Run by a cannabis-specialist ad network',
    text: 'Mainstream ad platforms reject most cannabis ads. Our ad network partner buys placements from publishers that accept them, checks creative against state rules and manages the campaigns. BudBot makes sure the people those ads bring to your site get an answer straight away.',
  },
  features: {
    title: 'What the ad network gives you',
    subtitle: 'Paid reach for a category most ad platforms block, with the controls a regulated business needs.',
    cards: [
      {
        icon: 'shield-check',
        title: 'Age-gated targeting',
        text: 'Campaigns run only to audiences verified or modelled as 21 and over, on publishers that allow cannabis advertising.',
      },
      {
        icon: 'map-pin',
        title: 'Geofencing',
        text: 'Draw a radius around each store, or around competitors, and keep spend inside the state lines you are licensed in.',
      },
      {
        icon: 'receipt',
        title: 'Creative compliance review',
        text: 'Ads are checked against state advertising rules before launch: no health claims, no youth appeal, required disclaimers in place.',
      },
      {
        icon: 'target',
        title: 'Retargeting site visitors',
        text: 'Bring back shoppers who browsed your menu but did not order, with the same offer your chatbot made them.',
      },
      {
        icon: 'chart-column',
        title: 'Clear reporting',
        text: 'See impressions, clicks, menu visits and attributed store visits per campaign, in plain numbers you can act on.',
      },
      {
        icon: 'banknote',
        title: 'Budgets you control',
        text: 'Start with a small monthly test in one market and scale the campaigns that bring in orders.',
      },
    ],
  },
  steps: {
    id: 'campaigns',
    title: 'How a campaign gets started',
    subtitle: 'Most campaigns are live within a week of the first call.',
    items: [
      {
        title: 'Set the goal',
        text: 'New-customer visits, online orders or a product launch: pick one so the campaign can be measured against it.',
      },
      {
        title: 'Define the area',
        text: 'Choose the stores and radius to target, and the times of day your shoppers are most likely to buy.',
      },
      {
        title: 'Approve the creative',
        text: 'Review ads that have already been checked against your state rules, or bring your own for review.',
      },
      {
        title: 'Launch and learn',
        text: 'Campaigns go live, and the weekly report shows which placements and offers are worth more budget.',
      },
    ],
  },
  pairing: {
    title: 'Turn ad clicks into orders with BudBot',
    text: 'Paid traffic is expensive traffic. Visitors who land on your menu with a question and get no answer leave, and the click is wasted. BudBot answers them in seconds, recommends from live inventory and recovers the carts they start.',
    points: [
      'Give campaign visitors an instant, on-brand welcome',
      'Match the chatbot offer to the ad they clicked',
      'Recover carts from ad traffic before the shopper leaves',
    ],
  },
  faq: {
    title: 'Ad network questions',
    items: [
      {
        question: 'Is cannabis advertising allowed where I operate?',
        answer:
          'Rules differ by state and sometimes by city. The partner checks campaigns against the rules of the market you are licensed in and will tell you on the first call which formats and placements are allowed for you.',
      },
      {
        question: 'Who manages the campaigns?',
        answer:
          'The ad network partner plans, launches and optimizes the campaigns and bills you directly. We help you line up the chatbot offers with the ads so visitors hear a consistent message.',
      },
      {
        question: 'What budget do I need?',
        answer:
          'Budgets are set with the partner for your market. A focused test in one store radius is the usual starting point before a chain-wide campaign.',
      },
    ],
  },
  cta: {
    title: 'Put your dispensary in front of nearby shoppers',
    text: 'Talk to our ad network partner about a first campaign, or ask us how BudBot turns those visits into orders.',
  },
};

export type ConsultancyPage = {
  hero: ServiceHero;
  services: {title: string; subtitle: string; cards: readonly ServiceCard[]};
  stats: {title: string; subtitle: string; items: readonly ServiceStat[]};
  process: {title: string; subtitle: string; items: readonly ServiceStep[]};
  cta: {title: string; text: string};
};

export const consultancy: ConsultancyPage = {
  hero: {
    eyebrow: 'Consultancy',
    title: 'Cannabis Retail Consultancy',
    subtitle:
      'Hands-on help from a team that has worked with dispensaries for years: AI rollout, websites that sell, local search, reviews and the numbers behind them.',
    points: ['AI implementation', 'Website building', 'SEO and reviews'],
  },
  services: {
    title: 'How we can help',
    subtitle: 'Pick one project or combine them. Every engagement starts with your numbers, not a template.',
    cards: [
      {
        icon: 'bot',
        title: 'AI implementation',
        text: 'Plan and launch chatbots and agents on your site: product data clean-up, tone of voice, hand-over rules to staff and training for your team.',
      },
      {
        icon: 'monitor',
        title: 'Website building',
        text: 'Fast, accessible dispensary websites with your live menu, age confirmation and location pages, built to convert mobile shoppers.',
      },
      {
        icon: 'search',
        title: 'Local SEO',
        text: 'Location pages, structured data and content that help you show up when nearby shoppers search for a dispensary or a product.',
      },
      {
        icon: 'star',
        title: 'Review strategy',
        text: 'Simple ways to ask happy customers for reviews, reply to every one in your voice and lift your rating on the sites shoppers trust.',
      },
      {
        icon: 'chart-column',
        title: 'Retail analytics',
        text: 'Dashboards for basket size, conversion, repeat visits and promotion results, so decisions come from data instead of hunches.',
      },
      {
        icon: 'presentation',
        title: 'Staff training',
        text: 'Workshops that help budtenders work alongside AI tools: when to step in, how to upsell naturally and how to use chat history at the counter.',
      },
    ],
  },
  stats: {
    title: 'What our consulting clients see',
    subtitle: 'Typical results across dispensaries we have worked with.',
    items: [
      {
        value: CLAIMS.revenueGrowth,
        label: 'revenue growth',
        description: 'Average online revenue growth in the first year',
      },
      {
        value: CLAIMS.customerSatisfaction,
        label: 'customer satisfaction',
        description: 'Shoppers rating their experience good or excellent',
      },
      {
        value: CLAIMS.operationalEfficiency,
        label: 'operational efficiency',
        description: 'Less time spent on repetitive questions and admin',
      },
      {value: CLAIMS.dispensaries, label: 'dispensaries', description: 'Retailers who have worked with our team'},
    ],
  },
  process: {
    title: 'How an engagement works',
    subtitle: 'Clear steps, fixed scope and a named contact from day one.',
    items: [
      {title: 'Discovery call', text: 'Thirty minutes on your goals, your stores and the systems you already run.'},
      {
        title: 'Audit',
        text: 'We review your website, menu data, search presence and reviews, and show you where sales are slipping.',
      },
      {title: 'Plan', text: 'A written plan with priorities, timelines and a fixed price for each project.'},
      {
        title: 'Delivery and handover',
        text: 'We build, launch and measure, then hand over with documentation and training for your team.',
      },
    ],
  },
  cta: {
    title: 'Let us look at your numbers',
    text: 'Book a discovery call and leave with at least three changes you can make this month, whether or not you hire us.',
  },
};

/** Button labels shared by the service pages. */
export const serviceActions = {
  talk: 'Talk to us',
  contact: 'Contact BudBot',
  discovery: 'Book a discovery call',
  integrations: 'See our integrations',
  productBot: 'Meet the AI product bot',
} as const;
