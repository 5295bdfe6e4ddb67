import {CLAIMS, LINKS, PRICING} from './constants';
import type {IconCard} from './schemas';

/**
 * Copy of the home page, section by section, in page order.
 * Figures come from src/data/constants; the calculator and ticker figures are
 * computed by src/lib, never written here.
 */

export const CALCULATOR_ID = 'monthly-loss-calculator';

const toCalculator = (label: string) => ({label, targetId: CALCULATOR_ID});

export const HOME = {
  meta: {
    title: 'AI Virtual Budtender for Cannabis Dispensaries',
    description: `BudBot answers shoppers in under ${CLAIMS.replySeconds} seconds, recommends from your live menu and recovers abandoned carts, 24/7. See what your dispensary loses without it.`,
  },

  hero: {
    eyebrow: 'The AI virtual budtender for dispensaries',
    title: 'Turn Every Menu Visit Into a Sale, Even After Closing Time',
    subtitle: `Shoppers who can't get an answer leave. BudBot replies in under ${CLAIMS.replySeconds} seconds, recommends from your live menu and wins back abandoned carts, around the clock.`,
    stats: [
      {value: CLAIMS.cartRecovery, label: 'carts recovered'},
      {value: CLAIMS.aovLift, label: 'order value'},
      {value: CLAIMS.availability, label: `replies in <${CLAIMS.replySeconds}s`},
    ],
    primary: {label: 'See BudBot Sell Live', to: '/waitlist'},
    secondary: toCalculator('Calculate Your Lost Revenue'),
    chatLabel: 'Sample conversations between BudBot and shoppers',
  },

  about: {
    eyebrow: 'What is a cannabis chatbot?',
    title: 'A Budtender on Your Website Who Never Clocks Out',
    paragraphs: [
      'Most dispensary menus are a wall of products with no one to ask. BudBot is a virtual budtender trained on your live menu: it asks what the shopper is after, narrows the choice by effect, format and budget, and puts the right product in the cart.',
      'It follows your house rules, makes no medical claims, and hands a conversation to your staff whenever a person should take over.',
    ],
    image: {
      src: '/img/home/about-budbot.svg',
      alt: 'A dispensary storefront beside a phone showing a BudBot conversation with a product suggestion',
      width: 560,
      height: 420,
      fallback: 'Cannabis Chatbot Technology',
    },
    benefitsTitle: 'What BudBot does for your store',
    benefits: [
      'Recommends from your live menu by effect, format and budget',
      'Suggests add-ons and bundles at the moment of choice',
      `Wins back abandoned carts after ${CLAIMS.cartRecoveryAfterMinutes} minutes of inactivity with a timely offer`,
      'Remembers returning customers and their favorite products',
      'Hands the conversation to your staff when it matters',
    ],
    actions: [
      {label: 'Learn About Cannabis Chatbot', to: '/about'},
      {label: 'Request Demo', href: LINKS.scheduling, variant: 'secondary' as const},
    ],
  },

  hiddenCost: {
    eyebrow: 'The hidden cost',
    title: 'Every Unanswered Question Walks Out the Door',
    subtitle:
      'Shoppers decide in minutes. When nobody answers, they buy from the dispensary that did. Here is what that looks like across stores like yours today.',
    ticker: {
      title: 'Revenue dispensaries are losing to unanswered shoppers',
      lostTodayLabel: 'Lost today',
      shoppersLabel: 'Shoppers browsing without help right now',
      conversionLabel: 'Typical menu conversion rate',
      projectionsLabel: 'At this pace',
      pauseLabel: 'Pause counter',
      resumeLabel: 'Resume counter',
    },
    scenariosTitle: 'Four shoppers you lose every day',
    scenarios: [
      {
        title: 'The first-timer',
        description: "Doesn't know a tincture from a topical, can't ask anyone, and closes the tab.",
        lost: 65,
      },
      {
        title: 'The specific seeker',
        description: "Wants one strain in a half-gram cart, can't tell whether you stock it, and orders down the road.",
        lost: 85,
      },
      {
        title: 'The price comparer',
        description: 'Has three menus open. The store that answers first about bundle deals gets the order.',
        lost: 120,
      },
      {
        title: 'The night researcher',
        description: "Plans tomorrow's order at 11 PM, finds no one to ask, and forgets by morning.",
        lost: 95,
      },
    ],
    action: toCalculator('Calculate My Exact Loss'),
  },

  calculator: {
    title: 'Monthly Cannabis Retail Loss Calculator',
    subtitle: 'Move the sliders to match your store. The figures update as you go.',
    formLabel: 'Your store',
    sliders: {
      visitors: {label: 'Daily website visitors', unit: 'visitors a day'},
      orderValue: {label: 'Average order value', unit: 'dollars'},
      conversionRate: {label: 'Current conversion rate', unit: 'percent'},
    },
    scenarios: {
      withoutBot: {title: 'Without a chatbot', text: 'Questions go unanswered and carts are abandoned.'},
      basicChat: {title: 'With basic chat', text: 'Canned replies and a contact form catch a few of them.'},
      withBot: {title: 'With BudBot', text: 'Every shopper gets a budtender, day and night.'},
    },
    lostPerMonth: 'lost per month',
    gainPerMonth: 'gain per month',
    /** Read out after a change: "With BudBot: $1,634 gained per month." */
    gainedPerMonth: 'gained per month',
    perYearLabel: 'Per year',
    conversionLabel: 'Conversion',
    swingLabel: 'Total monthly swing',
    swingText: 'The loss you stop plus the revenue you add, every month.',
    boostLabel: 'Conversion boost',
    boostText: 'How much more often a visit ends in an order with BudBot than with no chat.',
    action: {label: 'Request Demo', href: LINKS.scheduling},
  },

  logos: {
    title: 'Trusted by Leading Cannabis Businesses',
    pauseLabel: 'Pause logos',
    resumeLabel: 'Play logos',
    logos: [
      {id: 'evergreen-wellness', alt: 'Evergreen Wellness', src: '/img/home/logos/evergreen-wellness.svg'},
      {id: 'green-harbor', alt: 'Green Harbor Collective', src: '/img/home/logos/green-harbor.svg'},
      {id: 'mesa-verde', alt: 'Mesa Verde Dispensary', src: '/img/home/logos/mesa-verde.svg'},
      {id: 'high-desert', alt: 'High Desert Botanicals', src: '/img/home/logos/high-desert.svg'},
      {id: 'cascade-cannabis', alt: 'Cascade Cannabis Co.', src: '/img/home/logos/cascade-cannabis.svg'},
      {id: 'sunset-leaf', alt: 'Sunset Leaf Provisions', src: '/img/home/logos/sunset-leaf.svg'},
      {id: 'northern-lights', alt: 'Northern Lights Apothecary', src: '/img/home/logos/northern-lights.svg'},
      {id: 'golden-state', alt: 'Golden State Greens', src: '/img/home/logos/golden-state.svg'},
    ],
  },

  stats: {
    title: 'Same powerful tools. Tailored for cannabis.',
    subtitle:
      'The conversational commerce big retailers use, trained on cannabis formats, effects and the rules you sell under.',
    stats: [
      {
        number: CLAIMS.cartRecovery,
        label: 'Cart recovery',
        description: 'of abandoned carts won back with a timely offer',
      },
      {
        number: CLAIMS.aovLift,
        label: 'Average order value',
        description: 'from add-on suggestions at the moment of choice',
      },
      {
        number: `<${CLAIMS.replySeconds}s`,
        label: 'Reply time',
        description: 'for every product question, day or night',
      },
      {
        number: `${CLAIMS.setupMinutes} min`,
        label: 'Setup',
        description: 'to add BudBot to your website, no developer needed',
      },
    ],
  },

  testimonials: {
    title: 'Dispensaries Love Our Cannabis AI Chatbot',
    subtitle: 'Owners and managers on what changed after BudBot started answering their shoppers.',
    items: [
      {
        id: 'maria-delgado',
        quote:
          'Our online menu used to go quiet after 6 PM. Now BudBot handles the evening questions and we open every morning with pickup orders waiting.',
        author: 'Maria Delgado',
        position: 'Owner',
        company: 'Evergreen Wellness',
        companyLogo: '/img/home/logos/evergreen-wellness.svg',
      },
      {
        id: 'jason-whitfield',
        quote:
          "Shoppers ask it what they ask my budtenders: what helps me relax, what's strongest, what's on sale. It answers from our live menu, so it never pushes something we're out of.",
        author: 'Jason Whitfield',
        position: 'General Manager',
        company: 'Cascade Cannabis Co.',
        companyLogo: '/img/home/logos/cascade-cannabis.svg',
      },
      {
        id: 'priya-natarajan',
        quote:
          'Cart recovery paid for the subscription in the first week. A small offer at the right moment brings back shoppers we used to lose.',
        author: 'Priya Natarajan',
        position: 'E-commerce Director',
        company: 'Green Harbor Collective',
        companyLogo: '/img/home/logos/green-harbor.svg',
      },
      {
        id: 'marcus-greene',
        quote:
          "We run four locations. BudBot knows each store's stock, so it sends shoppers to the location that actually has what they want.",
        author: 'Marcus Greene',
        position: 'Operations Manager',
        company: 'High Desert Botanicals',
        companyLogo: '/img/home/logos/high-desert.svg',
      },
    ],
  },

  cta: {
    title: 'Stop Losing Sales After Closing Time',
    text: `Add BudBot to your menu in ${CLAIMS.setupMinutes} minutes. No setup fees, cancel anytime, ${PRICING.guaranteeDays}-day money-back guarantee.`,
    actions: [
      {label: 'Get Started Today', to: '/waitlist'},
      {label: 'Schedule a Demo', href: LINKS.scheduling},
    ],
  },

  solution: {
    eyebrow: 'Our solution',
    title: 'One Bot, Built Around Your Menu',
    linkLabel: 'Explore the AI-Powered Product Bot',
    card: {
      id: 'ai-product-bot',
      title: 'AI-Powered Product Bot',
      subtitle: 'Your virtual budtender: recommends, upsells and recovers carts from your live menu.',
      bgColor: '#4c1d95',
      hoverBgColor: '#3b0764',
      features: [
        'Effect, format and budget-based recommendations',
        'Upsell mapping and bundle suggestions',
        'Abandoned-cart recovery with timed offers',
        'Brand tone presets and compliance guardrails',
        'Analytics with CSV export',
      ],
      link: '/ai-product-bot',
    },
  },

  benefits: {
    title: 'Why Dispensaries Choose BudBot',
    subtitle: 'Six ways a virtual budtender pays for itself.',
    cards: [
      {
        icon: 'clock',
        title: 'Sells around the clock',
        text: 'Answers late-night and early-morning shoppers, so tomorrow’s pickups are booked before you open.',
      },
      {
        icon: 'target',
        title: 'Recommends what you stock',
        text: 'Every suggestion comes from your live menu, so shoppers never fall for a product you are out of.',
      },
      {
        icon: 'shopping-cart',
        title: 'Builds bigger baskets',
        text: 'Suggests the pairing a good budtender would: a topical with a tincture, a lighter with a pre-roll pack.',
      },
      {
        icon: 'undo-2',
        title: 'Recovers abandoned carts',
        text: 'Spots a stalled checkout and offers a timely discount before the shopper leaves.',
      },
      {
        icon: 'brain',
        title: 'Remembers regulars',
        text: 'Greets returning customers with their favorites and tells them when those are back in stock.',
      },
      {
        icon: 'handshake',
        title: 'Frees up your staff',
        text: 'Takes the repeat questions off the counter so your budtenders spend time where it counts.',
      },
    ] satisfies IconCard[],
    stats: [
      {value: `${CLAIMS.hoursSavedMonthly} hrs`, label: 'staff time saved per month'},
      {value: `+${CLAIMS.revenueLiftMonthly}`, label: 'added revenue per month'},
      {value: `−${CLAIMS.supportWorkloadDrop}`, label: 'support workload'},
      {value: CLAIMS.satisfaction, label: 'customer satisfaction'},
    ],
  },

  comparison: {
    title: 'No Chat vs Basic Chat vs BudBot',
    subtitle: 'What each option does when a shopper has a question.',
    caption: 'Comparison of a menu with no chat, a basic chat widget and BudBot',
    columns: {feature: 'Capability', noChat: 'No chat', basicChat: 'Basic chat', budbot: 'BudBot'},
    rows: [
      {
        feature: 'Answers after closing time',
        noChat: 'No',
        basicChat: 'Canned replies only',
        budbot: `Yes, 24/7 in under ${CLAIMS.replySeconds} seconds`,
      },
      {
        feature: 'Product recommendations',
        noChat: 'None',
        basicChat: 'A link to the menu',
        budbot: 'From your live menu, by effect and budget',
      },
      {feature: 'Knows what is in stock', noChat: 'No', basicChat: 'No', budbot: 'Synced with your menu platform'},
      {
        feature: 'Abandoned-cart recovery',
        noChat: 'None',
        basicChat: 'None',
        budbot: `${CLAIMS.cartRecovery} of carts recovered`,
      },
      {
        feature: 'Upsells and bundles',
        noChat: 'None',
        basicChat: 'None',
        budbot: `${CLAIMS.aovLift} average order value`,
      },
      {
        feature: 'Remembers returning customers',
        noChat: 'No',
        basicChat: 'No',
        budbot: 'Favorites and purchase history',
      },
      {
        feature: 'Hand-off to staff',
        noChat: 'No',
        basicChat: 'E-mail form',
        budbot: 'Live hand-off with the conversation',
      },
    ],
    impactLabel: 'Monthly revenue impact',
    scrollAction: toCalculator('Calculate My Exact Loss'),
    actions: [
      {label: 'Start Free Trial', to: '/waitlist'},
      {label: 'See Live Demo', to: '/demo', variant: 'secondary' as const},
    ],
  },

  specialized: {
    title: 'Specialized Solutions',
    subtitle: 'New agents in early access with a small group of dispensaries.',
    badge: 'Beta',
    cards: [
      {
        icon: 'chart-column',
        title: 'Cannabis Analytics',
        text: 'See which questions lead to sales, which products shoppers ask for that you don’t stock, and when demand peaks.',
      },
      {
        icon: 'search',
        title: 'Product Discovery',
        text: 'Lets shoppers search by effect, flavor or occasion in their own words instead of scrolling category pages.',
      },
      {
        icon: 'circle-check',
        title: 'Compliance Assistant',
        text: 'Checks answers and promotions against your state’s advertising rules before shoppers see them.',
      },
    ] satisfies IconCard[],
    action: {label: 'Join Beta Program', to: '/waitlist'},
  },

  blogTeaser: {
    eyebrow: 'Trending',
    title: "See what's new",
    subtitle: 'Playbooks and data for dispensary owners: staffing, KPIs, AI recommendations and the chatbot market.',
    viewAll: {label: 'View all articles', to: '/blog'},
    viewAllMobile: {label: 'View all', to: '/content-hub', variant: 'secondary' as const},
    readMore: 'Read full article',
    empty: 'Our editors are finishing the first articles. Meanwhile, browse the content hub.',
    links: [
      {label: 'Business intelligence agents', to: '/business-intelligence', variant: 'secondary' as const},
      {label: 'Ask our team', to: '/contact', variant: 'secondary' as const},
    ],
    chatTitle: 'Try a conversation',
    chatText: 'Pick an answer and see how BudBot guides a shopper from a question to a basket.',
  },
};
