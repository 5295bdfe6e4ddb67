/** /contact, labelled Support and Contact, and the Request a Demo page (/request-demo). */
import {LINKS, TIMING} from './constants';
import type {IconName} from './schemas';

export const contactHero = {
  title: 'Support and Contact',
  subtitle:
    'Questions about BudBot, help with your account, or a partnership idea: here is the fastest way to reach a real person.',
} as const;

export type ContactChannel = {
  icon: IconName;
  title: string;
  text: string;
  action: {label: string; href?: string; to?: string};
  detail?: string;
};

export const contactChannels = {
  title: 'How to reach us',
  items: [
    {
      icon: 'mail',
      title: 'Email us',
      text: 'For support, billing and general questions. We reply within one business day, usually much sooner.',
      action: {label: 'Email our team', href: `mailto:${LINKS.contactEmail}`},
      detail: LINKS.contactEmail,
    },
    {
      icon: 'calendar',
      title: 'Book a call',
      text: 'Pick a time that suits you for a product walkthrough, an integration question or an onboarding check-in.',
      action: {label: 'Open our booking page', href: LINKS.scheduling},
    },
    {
      icon: 'clapperboard',
      title: 'Request a demo',
      text: 'New to BudBot? Tell us about your store and we will show you the chatbot working with a menu like yours.',
      action: {label: 'Request a Demo', to: '/request-demo'},
    },
  ] satisfies ContactChannel[],
} as const;

export const contactSocial = {
  title: 'Follow and review us',
  text: 'Product news, dispensary tips and customer stories on social, and honest reviews from stores that use BudBot.',
  followLabel: 'Follow',
  reviewsLabel: 'Read reviews',
} as const;

export const contactHelp = {
  title: 'What we can help with',
  items: [
    {
      title: 'Getting started',
      text: 'Setup, connecting your POS and choosing which agents to switch on.',
      link: {label: 'How it works', to: '/how-it-works'},
    },
    {
      title: 'Integrations',
      text: 'Which platforms we support and what a custom connection involves.',
      link: {label: 'See integrations', to: '/integrations'},
    },
    {
      title: 'Plans and billing',
      text: 'Trials, invoices, upgrades and cancelling.',
      link: {label: 'See pricing', to: '/pricing'},
    },
    {
      title: 'Accessibility',
      text: 'Configuring the ADA widget and accessibility questions from your customers.',
      link: {label: 'ADA widget', to: '/agents/ada-widget'},
    },
  ],
} as const;

export const contactCta = {
  title: 'Want to see BudBot on your own menu?',
  text: 'Request a demo and a product specialist will walk you through it with products like yours.',
  action: 'Request a Demo',
} as const;

export const requestDemoPage = {
  hero: {
    eyebrow: 'Request a Demo',
    title: 'Request a Demo',
    subtitle:
      'Tell us a little about your dispensary and we will show you how BudBot answers your shoppers, recommends from your menu and recovers abandoned carts.',
  },
  formTitle: 'Your details',
  formText: 'Name and email are all we need; the rest helps us prepare.',
  covers: {
    title: 'What a demo covers',
    items: [
      'The chatbot answering real shopper questions about effects, formats and dosing',
      'Recommendations and bundles drawn from a live menu like yours',
      'Cart recovery offers and how you control discounts',
      'Hand-over to staff, the admin tools and reporting',
      'Connecting your POS or menu platform, and pricing for your store count',
    ],
  },
  next: {
    title: 'What happens after you submit',
    items: [
      {
        title: 'Instant confirmation',
        text: `You will see a confirmation, and after ${TIMING.demoRedirectMs / 1000} seconds we take you back to the home page.`,
      },
      {title: 'We get in touch', text: 'A product specialist emails you within one business day to pick a time.'},
      {title: 'A 30-minute demo', text: 'A video call tailored to your store, with time for your team’s questions.'},
    ],
  },
  schedule: {
    text: 'Prefer to pick a time yourself?',
    action: 'Book directly on our calendar',
  },
} as const;
