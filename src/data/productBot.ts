import {BRAND, CLAIMS, LINKS, PRICING} from './constants';
import type {Action, FaqItem, IconCard, Illustration, Stat, Testimonial} from './schemas';

/** Copy of /ai-product-bot (spec 2 "Chatbot product landing page"). Trial here: PRICING.trialDaysLanding. */

const landingTrialLabel = `${PRICING.trialDaysLanding}-day free trial`;

type DemoOption = IconCard & {action: Action};

export type ProductBotContent = {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    stats: readonly Stat[];
    actions: readonly Action[];
    image: Illustration;
  };
  problems: {title: string; subtitle: string; cards: readonly IconCard[]};
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  adminTools: {title: string; subtitle: string; tools: readonly IconCard[]; image: Illustration};
  tech: {title: string; subtitle: string; points: readonly IconCard[]; actions: readonly Action[]};
  compliance: {title: string; subtitle: string; cards: readonly IconCard[]};
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  pricing: {
    title: string;
    subtitle: string;
    price: string;
    period: string;
    includes: readonly string[];
    actions: readonly Action[];
  };
  testimonials: {title: string; items: readonly Testimonial[]};
  setup: {title: string; subtitle: string};
  faq: {title: string; items: readonly FaqItem[]};
  demo: {title: string; subtitle: string; options: readonly DemoOption[]};
  cta: {title: string; text: string; actions: readonly Action[]};
};

/** The 13 questions of the landing page FAQ. */
const faqItems: readonly FaqItem[] = [
  {
    question: `What exactly is ${BRAND}?`,
    answer: `${BRAND} is an AI virtual budtender for your online menu. It answers shopper questions, recommends in-stock products, suggests add-ons, recovers abandoned carts and hands conversations to your staff when needed.`,
  },
  {
    question: 'How long does setup take?',
    answer: `Pasting the widget takes about ${CLAIMS.setupMinutes} minutes. Connecting your menu and choosing your tone and offers usually happens on one onboarding call with our team.`,
  },
  {
    question: 'Which menu and point-of-sale platforms do you support?',
    answer:
      'Dutchie, Treez, Cova, Flowhub, Monarch, Dispense and AIQ today, plus custom menus through our API. The integrations page lists the details.',
  },
  {
    question: 'Will it recommend products we are out of?',
    answer: 'No. Recommendations come from your live inventory, so out-of-stock products are never suggested.',
  },
  {
    question: 'How does cart recovery work?',
    answer: `If a shopper with items in the cart goes quiet for ${CLAIMS.cartRecoveryAfterMinutes} minutes, ${BRAND} checks in: it answers the question that stalled them or offers a discount you approved in the promotion builder.`,
  },
  {
    question: 'Does it make medical claims?',
    answer:
      'No. It describes effects in the language you approve, never diagnoses or promises treatment, and hands medical questions to your staff.',
  },
  {
    question: 'Can shoppers reach a real person?',
    answer:
      'Yes. Any shopper can ask for a person, and the bot hands over automatically for sensitive questions, passing the conversation so far to your team.',
  },
  {
    question: 'Can it sound like our brand?',
    answer:
      'Yes. Choose a brand tone preset, from friendly neighbourhood shop to premium boutique, and fine-tune greetings and replies with the template library.',
  },
  {
    question: 'What does it cost?',
    answer: `${BRAND} is $${PRICING.planMonthly} a month with a ${landingTrialLabel}, a ${PRICING.guaranteeDays}-day money-back guarantee and no setup fees. Cancel anytime.`,
  },
  {
    question: 'Can we export our data?',
    answer:
      'Yes. Conversations, recovered carts and product analytics export as CSV, and the API gives your developers the same data.',
  },
  {
    question: 'Will the widget slow down our menu?',
    answer: `No. The widget loads after your page and replies in under ${CLAIMS.replySeconds} seconds, with ${CLAIMS.uptime} uptime.`,
  },
  {
    question: 'Is customer data safe?',
    answer:
      'Conversations are encrypted in transit and at rest, stay yours, and are never sold or used to advertise to your customers.',
  },
  {
    question: 'What if it is not right for us?',
    answer: `Cancel during the ${landingTrialLabel} and pay nothing. After that, the ${PRICING.guaranteeDays}-day money-back guarantee still applies.`,
  },
];

export const productBot: ProductBotContent = {
  hero: {
    eyebrow: 'AI-Powered Product Bot',
    title: 'The virtual budtender that turns browsers into buyers',
    subtitle: `${BRAND} answers every question on your online menu, recommends the right product from live stock and brings abandoned carts back, ${CLAIMS.availability}.`,
    stats: [
      {value: CLAIMS.abandonmentReductionLanding, label: 'Fewer abandoned carts'},
      {value: CLAIMS.aovLift, label: 'Average order value'},
      {value: `<${CLAIMS.replySeconds}s`, label: 'Reply time'},
    ],
    actions: [
      {label: 'Join the Waitlist', to: '/waitlist'},
      {label: 'See the Demo', to: '#demo', variant: 'secondary'},
    ],
    image: {
      src: '/img/product/chat-widget.svg',
      alt: 'The BudBot chat widget recommending two in-stock products and a pairing on a dispensary menu',
      width: 480,
      height: 520,
    },
  },
  problems: {
    title: 'Your online menu is losing sales you never see',
    subtitle: 'Shoppers arrive ready to buy and leave with questions nobody answered.',
    cards: [
      {
        icon: 'search',
        title: 'Shoppers research first',
        text: `${CLAIMS.customersResearchOnline} of customers research online before buying. A product grid cannot tell them which item fits.`,
      },
      {
        icon: 'shopping-cart',
        title: 'Carts go cold',
        text: `Abandoned carts cost a typical store ${CLAIMS.yearlyAbandonedCartLoss} a year, mostly from shoppers who hesitated on one question.`,
      },
      {
        icon: 'phone',
        title: 'Staff are stretched',
        text: 'Your budtenders answer the same questions by phone while a line forms at the counter.',
      },
      {
        icon: 'moon',
        title: 'Nobody on the late shift',
        text: 'Evening and weekend shoppers browse when no one is there to help them choose.',
      },
    ],
  },
  features: {
    title: 'What the bot does for your store',
    subtitle: 'Everything a great budtender does online, on every menu page.',
    cards: [
      {
        icon: 'leaf',
        title: 'Personal recommendations',
        text: 'Matches effect, format, potency and budget to in-stock products, and explains why.',
      },
      {
        icon: 'shopping-cart',
        title: 'Cart recovery',
        text: `Checks in after ${CLAIMS.cartRecoveryAfterMinutes} idle minutes with an answer or an approved offer.`,
      },
      {
        icon: 'plus',
        title: 'Cross-sell and upsell',
        text: `Suggests the add-ons you mapped, for ${CLAIMS.largerCarts} larger carts on average.`,
      },
      {
        icon: 'brain',
        title: 'Remembers customers',
        text: 'Picks up where a returning shopper left off and recalls what they liked.',
      },
      {
        icon: 'handshake',
        title: 'Staff hand-off',
        text: 'Passes sensitive or complex chats to your team with the full context.',
      },
      {
        icon: 'target',
        title: 'Promotions that fit',
        text: "Surfaces today's deals only when they match what the shopper is looking for.",
      },
    ],
  },
  adminTools: {
    title: 'Admin tools that put you in charge',
    subtitle: 'Your team decides what the bot recommends, offers and says.',
    tools: [
      {
        icon: 'link',
        title: 'Upsell mapping',
        text: 'Pair products and categories so the bot suggests the add-on your staff would.',
      },
      {
        icon: 'tag',
        title: 'Promotion builder',
        text: 'Create cart-recovery and bundle offers with limits, dates and codes you control.',
      },
      {
        icon: 'mic',
        title: 'Brand tone presets',
        text: 'Friendly, educational, premium or straight to the point, in one click.',
      },
      {
        icon: 'library',
        title: 'Template library',
        text: 'Ready-made greetings, FAQ answers and hand-off messages you can edit.',
      },
      {
        icon: 'chart-column',
        title: 'Analytics with CSV export',
        text: 'Questions asked, products sold through chat and carts recovered, exportable for your reports.',
      },
      {icon: 'puzzle', title: 'API', text: 'Connect custom menus, push events to your CRM or pull conversation data.'},
    ],
    image: {
      src: '/img/product/admin-dashboard.svg',
      alt: 'The BudBot admin dashboard showing recovered carts, top questions and an upsell map',
      width: 640,
      height: 420,
    },
  },
  tech: {
    title: 'Built on cannabis product knowledge',
    subtitle: 'Fast, reliable and connected to the systems you already run.',
    points: [
      {
        icon: 'flask-conical',
        title: 'Cannabis-trained AI',
        text: 'Understands formats, cannabinoids, terpenes and effects, and the way shoppers actually describe them.',
      },
      {
        icon: 'refresh-cw',
        title: 'Live menu sync',
        text: 'Reads stock and prices from your point of sale as they change.',
      },
      {
        icon: 'zap',
        title: 'Fast replies',
        text: `Under ${CLAIMS.replySeconds} seconds per reply, with ${CLAIMS.uptime} uptime.`,
      },
      {
        icon: 'feather',
        title: 'Light widget',
        text: 'Loads after your page, so your menu stays as fast as it is today.',
      },
    ],
    actions: [
      {label: 'See Integrations', to: '/integrations'},
      {label: 'Chat Widget Details', to: '/chat-widget', variant: 'secondary'},
    ],
  },
  compliance: {
    title: 'Compliance is part of the design',
    subtitle: 'Built for licensed retail, with your compliance team in mind.',
    cards: [
      {
        icon: 'id-card',
        title: 'Respects your age gate',
        text: 'Runs only behind the age verification your menu already uses.',
      },
      {
        icon: 'scale',
        title: 'No medical claims',
        text: 'Describes effects in your approved language and hands medical questions to staff.',
      },
      {
        icon: 'folder-open',
        title: 'Conversation logs',
        text: 'Every chat is stored and searchable for audits and training.',
      },
      {icon: 'lock', title: 'Customer privacy', text: 'Encrypted data, never sold, and deleted on request.'},
    ],
  },
  results: {
    title: 'Results dispensaries report',
    subtitle: 'Typical figures from stores running BudBot.',
    stats: [
      {value: CLAIMS.abandonmentReductionLanding, label: 'Fewer abandoned carts'},
      {value: CLAIMS.aovLift, label: 'Average order value'},
      {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
      {value: CLAIMS.supportWorkloadDrop, label: 'Fewer support questions for staff'},
      {value: CLAIMS.revenueLiftMonthly, label: 'Added revenue per month'},
      {value: CLAIMS.roi.percent, label: `ROI within ${CLAIMS.roi.days} days`},
    ],
  },
  pricing: {
    title: 'Simple pricing',
    subtitle: 'One plan with every feature.',
    price: `$${PRICING.planMonthly}`,
    period: '/month',
    includes: [
      landingTrialLabel,
      `${PRICING.guaranteeDays}-day money-back guarantee`,
      'No setup fees',
      'Cancel anytime',
    ],
    actions: [
      {label: 'Start Free Trial', to: '/waitlist'},
      {label: 'Compare Plans', to: '/pricing', variant: 'secondary'},
    ],
  },
  testimonials: {
    title: 'From the stores using it',
    items: [
      {
        quote:
          'Shoppers ask BudBot the questions they used to call us about. Phone volume dropped and online orders went up in the same month.',
        author: 'Alicia Romero',
        position: 'Store Manager',
        company: 'Neighbourhood dispensary, Denver, CO',
      },
      {
        quote:
          'The promotion builder lets me decide exactly which offer a hesitant shopper sees. Recovered carts are now a line in my weekly report.',
        author: 'James Whitfield',
        position: 'Owner',
        company: 'Two-store dispensary, Ann Arbor, MI',
      },
      {
        quote: 'Setup was one call and a snippet. The bot was recommending from our live menu the same afternoon.',
        author: 'Priya Nair',
        position: 'Digital Marketing Lead',
        company: 'Delivery service, Los Angeles, CA',
      },
    ],
  },
  setup: {
    title: 'Live in five steps',
    subtitle: `Most stores are answering shoppers within a day; the snippet itself takes about ${CLAIMS.setupMinutes} minutes.`,
  },
  faq: {title: 'Frequently asked questions', items: faqItems},
  demo: {
    title: 'See it before you decide',
    subtitle: 'Pick the way that suits you.',
    options: [
      {
        icon: 'message-circle',
        title: 'Try the interactive demo',
        text: 'Click through a scripted shopping conversation, no sign-up needed.',
        action: {label: 'Open the Demo', to: '/demo'},
      },
      {
        icon: 'calendar',
        title: 'Book a live walkthrough',
        text: 'Twenty minutes with our team, using products like yours.',
        action: {label: 'Schedule a Demo', href: LINKS.scheduling},
      },
      {
        icon: 'mail',
        title: 'Ask us anything',
        text: 'Questions about your menu, platform or state rules? Write to us.',
        action: {label: 'Contact Us', to: '/contact-us'},
      },
    ],
  },
  cta: {
    title: 'Give every shopper a budtender',
    text: `${landingTrialLabel}. No setup fees. Cancel anytime.`,
    actions: [
      {label: 'Join the Waitlist', to: '/waitlist'},
      {label: 'See Pricing', to: '/pricing'},
      {label: 'Talk to Sales', to: '/contact-us'},
    ],
  },
};
