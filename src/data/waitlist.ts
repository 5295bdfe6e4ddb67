/**
 * /waitlist: launch hero with a typing line and progress
 * bar, a chat preview, three feature cards, three animated counters, the
 * form, a scrolling banner and a link to /how-it-works. Live numbers (count,
 * progress) come from the server; the figures here are headline claims.
 */
import {ADA_WIDGET, CLAIMS, PRICING} from './constants';
import type {IconName} from './schemas';

export type ChatLine = {from: 'shopper' | 'bot'; text: string};
export type WaitlistFeature = {icon: IconName; title: string; text: string};
export type WaitlistCounter = {figure: string; label: string; description: string};

export const waitlistHero = {
  eyebrow: 'Early access',
  title: 'The BudBot AI Chatbot Is Almost Ready',
  /** Typed one after another; screen readers and no-JS visitors get all of them at once. */
  typingPhrases: [
    `Answers every shopper in under ${CLAIMS.replySeconds} seconds.`,
    'Recommends only what is in stock today.',
    'Wins back carts before shoppers leave.',
    'Hands tricky questions to your staff.',
  ],
  subtitle: `Join the waitlist for early access. Dispensaries on the list get ${PRICING.earlyAccessFreeMonths} months of premium features free when we launch.`,
  progressLabel: 'Launch readiness',
  countLabel: 'dispensaries on the waitlist',
  primaryAction: 'Join the waitlist',
  secondaryAction: 'Try the live demo',
} as const;

export const chatPreview = {
  title: 'See a conversation before you sign up',
  subtitle: 'A real exchange from our scripted demo: a first-time shopper, a clear answer and an easy next step.',
  storeName: 'Evergreen Dispensary',
  /** Read before each message by screen readers, since the bubbles differ only visually. */
  speakers: {bot: 'BudBot', shopper: 'Shopper'},
  status: 'Online',
  lines: [
    {
      from: 'shopper',
      text: 'Hi! First time buying. I want something to help me unwind at night without feeling foggy in the morning.',
    },
    {
      from: 'bot',
      text: 'Welcome! For a gentle evening wind-down, many first-time shoppers start low: a 1:1 CBD:THC tincture lets you take a small measured dose and adjust slowly.',
    },
    {from: 'shopper', text: 'Do you have one in stock, and what does it cost?'},
    {
      from: 'bot',
      text: 'Yes, the Calm Drops 1:1 tincture is in stock today at $32, and it is part of this week’s wellness bundle. Want me to add it to your pickup order?',
    },
  ] satisfies ChatLine[],
  demoLink: 'Open the full demo',
} as const;

export const waitlistFeatures = {
  title: 'What you get at launch',
  cards: [
    {
      icon: 'compass',
      title: 'A budtender on every page',
      text: 'Guides shoppers by effect, format and budget, and recommends from your live menu, day and night.',
    },
    {
      icon: 'shopping-cart',
      title: 'Cart recovery built in',
      text: 'Spots hesitation and offers the right nudge, a bundle or a small discount, before the shopper closes the tab.',
    },
    {
      icon: 'accessibility',
      title: 'Accessibility included',
      text: `The ADA widget comes free with any agent: ${ADA_WIDGET.features} features, ${ADA_WIDGET.standard}, text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
    },
  ] satisfies WaitlistFeature[],
} as const;

export const waitlistCounters = {
  title: 'Results dispensaries already see',
  items: [
    {figure: CLAIMS.dispensaries, label: 'dispensaries', description: 'already use BudBot agents on their menus'},
    {
      figure: CLAIMS.cartRecovery,
      label: 'carts recovered',
      description: 'of abandoned carts won back by timely offers',
    },
    {
      figure: CLAIMS.aovLift,
      label: 'average order value',
      description: 'from recommendations that add the right extra',
    },
  ] satisfies WaitlistCounter[],
} as const;

export const waitlistFormSection = {
  title: 'Join the waitlist',
  text: 'Tell us where to reach you. We will email you when BudBot is ready for your store, and only about that.',
  perks: [
    `${PRICING.earlyAccessFreeMonths} months of premium features free`,
    'Priority onboarding with a setup specialist',
    'Help connecting your POS or menu platform',
  ],
  joinedTitle: 'You’re on the list',
  joinedText: 'Thank you! We’ve added your dispensary and will be in touch before launch.',
} as const;

/** The scrolling banner; under reduced motion its messages stand still as a list. */
export const waitlistBanner = {
  label: 'Why dispensaries join',
  messages: [
    `${PRICING.earlyAccessFreeMonths} months of premium features free for early access`,
    `Replies in under ${CLAIMS.replySeconds} seconds`,
    `Set up in ${CLAIMS.setupMinutes} minutes`,
    'Works with Dutchie, Treez, Cova, Flowhub and more',
    'Free ADA widget with any agent',
    `${CLAIMS.availability} answers, even after closing`,
  ],
} as const;

export const waitlistClosing = {
  title: 'Want to see how it works first?',
  text: 'Walk through setup, a typical conversation and the integrations, step by step.',
  howItWorks: 'See how it works',
  demo: 'Try the live demo',
} as const;
