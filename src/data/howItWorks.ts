import {BRAND, CLAIMS, DEMO} from './constants';
import type {Action, IconCard, Step} from './schemas';

/** Copy of /how-it-works (decisions.md: the 5-step setup, a conversation, integrations). */

// Re-exported for the step lists that render it.
export type {Step};
type ChatLine = {from: 'shopper' | 'bot'; text: string};
type ConversationStage = {title: string; text: string};

/** The five setup steps, also shown on /ai-product-bot. */
export const setupSteps: readonly Step[] = [
  {
    title: 'Book a walkthrough',
    text: 'A 20-minute call where we look at your menu, your point of sale and the questions your budtenders answer most.',
  },
  {
    title: 'Connect your menu',
    text: `We link ${BRAND} to your point-of-sale or menu platform, so every recommendation uses live stock and prices.`,
  },
  {
    title: 'Set your voice and offers',
    text: 'Pick a brand tone preset, choose which products pair together and approve the cart-recovery offers the bot may make.',
  },
  {
    title: 'Add one line of code',
    text: `Paste the widget snippet into your site or ask your menu provider to. It takes about ${CLAIMS.setupMinutes} minutes.`,
  },
  {
    title: 'Go live and review the numbers',
    text: 'Watch conversations, recovered carts and top questions in the dashboard, and adjust offers as you learn.',
  },
];

export type HowItWorksContent = {
  hero: {eyebrow: string; title: string; subtitle: string; actions: readonly Action[]};
  steps: {title: string; subtitle: string};
  conversation: {
    title: string;
    subtitle: string;
    stages: readonly ConversationStage[];
    sample: {caption: string; notice: string; lines: readonly ChatLine[]};
  };
  integrations: {title: string; text: string; partners: readonly string[]; cards: readonly IconCard[]; action: Action};
  cta: {title: string; text: string; actions: readonly Action[]};
};

export const howItWorks: HowItWorksContent = {
  hero: {
    eyebrow: 'How it works',
    title: `From sign-up to your first recovered cart in five steps`,
    subtitle: `${BRAND} sits on your online menu, knows your live inventory and talks to shoppers the way your best budtender would. Here is how it gets there and what it does once it is live.`,
    actions: [
      {label: 'See Pricing', to: '/pricing'},
      {label: 'Request a Demo', to: '/request-demo', variant: 'secondary'},
    ],
  },
  steps: {
    title: 'Setup, step by step',
    subtitle: 'Our onboarding team does the heavy lifting; you make the decisions only you can make.',
  },
  conversation: {
    title: 'What the bot does in a conversation',
    subtitle: 'Every chat follows the path a good budtender takes at the counter.',
    stages: [
      {
        title: 'Asks before it recommends',
        text: 'What effect the shopper wants, which format they like, how experienced they are and what they want to spend.',
      },
      {
        title: 'Recommends from your live menu',
        text: 'Two or three in-stock products with the reason for each, never an item you are out of.',
      },
      {
        title: 'Suggests the natural add-on',
        text: 'The pairing you mapped in the admin: a grinder with flower, a battery with a first cartridge.',
      },
      {
        title: 'Steps in before the cart goes cold',
        text: `After ${CLAIMS.cartRecoveryAfterMinutes} quiet minutes it offers help or one of your approved offers.`,
      },
      {
        title: 'Hands off when a person is better',
        text: 'Medical questions, order problems and anything sensitive go to your staff, with the chat so far.',
      },
    ],
    sample: {
      caption: 'A typical evening conversation',
      notice: DEMO.adultsNotice,
      lines: [
        {from: 'shopper', text: 'I want something to help me wind down after work, but I do not like smoking.'},
        {
          from: 'bot',
          text: 'Happy to help. Have you tried edibles before, or would a lower dose be a good place to start?',
        },
        {from: 'shopper', text: 'Only once or twice. Lower dose please.'},
        {
          from: 'bot',
          text: 'Then I would look at our 2.5 mg THC and CBN soft chews, in stock for pickup today. Start with one and give it two hours. Would you like a chamomile tea blend that pairs well with them?',
        },
        {from: 'shopper', text: 'Sure, add both.'},
        {from: 'bot', text: 'Done. Both are in your cart, ready for pickup. Anything else before you check out?'},
      ],
    },
  },
  integrations: {
    title: 'Works with the platforms you already use',
    text: `${BRAND} reads your menu, stock and prices from your point-of-sale or menu platform, and sends carts back to your existing checkout. Nothing changes for your staff at the register.`,
    partners: ['Dutchie', 'Treez', 'Cova', 'Flowhub', 'Monarch', 'Dispense', 'AIQ'],
    cards: [
      {
        icon: 'refresh-cw',
        title: 'Live inventory',
        text: 'Stock and price changes reach the bot as they happen, so it never recommends an empty shelf.',
      },
      {
        icon: 'receipt',
        title: 'Your checkout',
        text: 'Shoppers pay through the checkout they already use; the bot only fills the cart.',
      },
      {
        icon: 'plug',
        title: 'Custom systems',
        text: 'Running something else? Our API and team can connect a custom menu.',
      },
    ],
    action: {label: 'See All Integrations', to: '/integrations', variant: 'secondary'},
  },
  cta: {
    title: 'See it on your own menu',
    text: 'Compare the plans, or ask us for a walkthrough with your products loaded.',
    actions: [
      {label: 'See Pricing', to: '/pricing'},
      {label: 'Request a Demo', to: '/request-demo'},
    ],
  },
};
