import {BRAND, CLAIMS, LINKS} from './constants';
import type {Action, IconCard, Illustration, Stat, Testimonial} from './schemas';

/** Copy of /about (spec 2 "About"). Figures come from constants. */

// Shared shapes, re-exported for the components that render them.
export type {IconCard, Illustration, Testimonial};
type TimelineEntry = {year: string; title: string; text: string};

export type AboutContent = {
  hero: {eyebrow: string; title: string; subtitle: string; stats: readonly Stat[]};
  mission: {
    title: string;
    paragraphs: readonly string[];
    image: Illustration;
    /** Shown in a gray box when the image cannot load (spec 8). */
    imageFallback: string;
  };
  timeline: {title: string; subtitle: string; entries: readonly TimelineEntry[]};
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  testimonials: {title: string; items: readonly Testimonial[]};
  cta: {title: string; text: string; actions: readonly Action[]};
};

export const about: AboutContent = {
  hero: {
    eyebrow: `About ${BRAND}`,
    title: 'We build the budtender that never clocks out',
    subtitle:
      'BudBot started behind a dispensary counter, watching good shoppers leave online menus without the help they would have had in store. Today it answers, recommends and recovers carts for cannabis retailers across the country.',
    stats: [
      {value: CLAIMS.dispensaries, label: 'Dispensaries served'},
      {value: CLAIMS.years, label: 'Years in cannabis retail tech'},
      {value: CLAIMS.availability, label: 'Budtending on every menu'},
    ],
  },
  mission: {
    title: 'Our mission: every online shopper gets a great budtender',
    paragraphs: [
      'In a store, a good budtender asks what the customer wants to feel, steers a first-timer toward a gentle dose and remembers what a regular liked last time. Online, that same customer gets a grid of products and a checkout button. Most of them leave.',
      'BudBot puts that conversation on your menu. It knows your live inventory, speaks in your brand voice, suggests the pairing your staff would suggest and hands the chat to a person when a question needs one. Your team keeps the relationships; BudBot covers the hours and the volume they cannot.',
      'We build only for licensed cannabis retail, so compliance, age-gated audiences and menu data from your point of sale are the starting point, not an afterthought.',
    ],
    image: {
      src: '/img/about/budbot-chat-counter.svg',
      alt: 'A BudBot chat window on a dispensary menu, recommending a product and a pairing to a shopper',
      width: 560,
      height: 420,
    },
    imageFallback: 'Cannabis Chatbot Technology',
  },
  timeline: {
    title: 'How we got here',
    subtitle: `${CLAIMS.years} years of building for the people who run dispensaries.`,
    entries: [
      {
        year: '2020',
        title: 'Started at the counter',
        text: 'Our founders ran e-commerce for a multi-store dispensary group when online ordering exploded. Carts filled up and emptied out, and nobody was there to answer "what will help me sleep?" at 11 pm. We started writing the assistant we wished we had.',
      },
      {
        year: '2022',
        title: 'The virtual budtender goes live',
        text: 'BudBot launched with live menu sync from the major point-of-sale and menu platforms, product recommendations by effect and format, and the first version of cart recovery. Early partner stores shaped every screen of the admin.',
      },
      {
        year: 'Now',
        title: `${CLAIMS.dispensaries} dispensaries and a full agent suite`,
        text: `BudBot now serves ${CLAIMS.dispensaries} dispensaries with a family of agents for upselling, loyalty, reviews, staff knowledge and accessibility, all answering ${CLAIMS.availability}.`,
      },
    ],
  },
  features: {
    title: 'What sets BudBot apart',
    subtitle: 'Built for cannabis retail, from the product data up.',
    cards: [
      {
        icon: 'leaf',
        title: 'Cannabis-native recommendations',
        text: 'Recommends by desired effect, format, potency and price from your live menu, and steers new consumers toward low-dose options first.',
      },
      {
        icon: 'shopping-cart',
        title: 'Cart recovery that feels like service',
        text: `When a shopper goes quiet for ${CLAIMS.cartRecoveryAfterMinutes} minutes, BudBot checks in with help or an offer you approved, instead of letting the cart go cold.`,
      },
      {
        icon: 'receipt',
        title: 'Compliance first',
        text: 'Works behind your age gate, avoids medical claims and keeps a log of every conversation for your compliance team.',
      },
      {
        icon: 'handshake',
        title: 'A hand-off to your staff',
        text: 'When a question needs a person, such as a medical patient with a complex need, BudBot passes the chat and its context to your team.',
      },
      {
        icon: 'zap',
        title: 'Fast answers, any hour',
        text: `Replies in under ${CLAIMS.replySeconds} seconds, ${CLAIMS.availability}, with ${CLAIMS.uptime} uptime, so late-night shoppers get the same help as the lunch rush.`,
      },
      {
        icon: 'trending-up',
        title: 'Numbers you can act on',
        text: 'See which questions shoppers ask, which products the bot sells and which promotions move carts, and export it all as CSV.',
      },
    ],
  },
  testimonials: {
    title: 'What dispensary teams tell us',
    items: [
      {
        quote:
          'Our budtenders were answering the same ten questions on the phone all day. BudBot took those over on the menu, and our team finally has time for the customers standing in front of them.',
        author: 'Maria Delgado',
        position: 'General Manager',
        company: 'Single-location dispensary, Sacramento, CA',
      },
      {
        quote:
          'The pairing suggestions are what surprised me. It recommends the same add-ons my best staff would, and our online baskets got noticeably bigger within the first month.',
        author: 'Kevin Park',
        position: 'E-commerce Director',
        company: 'Four-store chain, Portland, OR',
      },
    ],
  },
  cta: {
    title: 'Talk to the team behind BudBot',
    text: 'Questions about your menu, your point of sale or your state rules? We will walk you through how BudBot would work in your store.',
    actions: [
      {label: 'Contact Us', to: '/contact'},
      {label: 'Book a Demo', href: LINKS.scheduling},
    ],
  },
};
