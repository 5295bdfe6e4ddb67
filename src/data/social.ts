/**
 * /social (spec 2 "Social hub", spec 3 social entities). We do not invent
 * addresses of individual posts: every post links to the platform profile
 * where it was published, so no link is dead (the spec's '#' links).
 */
import {CLAIMS, SOCIAL_PROFILES, type SocialProfile} from './constants';

type Engagement = {likes: number; comments: number};
export type SocialPost = {
  id: string;
  content: string;
  /** Relative date text, as the platform shows it. */
  date: string;
  engagement: Engagement & {shares: number};
  url: string;
  featured: boolean;
};
export type PhotoPost = {
  id: string;
  caption: string;
  image: string;
  alt: string;
  date: string;
  engagement: Engagement;
  url: string;
};
export type Video = {
  id: string;
  title: string;
  duration: string;
  views: number;
  description: string;
  thumbnail: string;
  url: string;
};
export type SocialHero = Record<
  | 'eyebrow'
  | 'title'
  | 'subtitle'
  | 'followersLabel'
  | 'followersNote'
  | 'viewsLabel'
  | 'viewsNote'
  | 'updatesLabel'
  | 'updatesNote',
  string
>;
export type SocialColumn = {title: string; follow: string; href: string};
export type FeaturedPostCopy = {title: string; author: string; authorRole: string; action: string};
export type SocialLabels = {
  latestTitle: string;
  viewPost: string;
  viewPhoto: string;
  views: string;
  duration: string;
  followPrefix: string;
  engagement: Record<string, string>;
};

/** Everything this module exports, as its test checks it against `socialSchema`. */
export type SocialContent = {
  linkedinPosts: readonly SocialPost[];
  photoPosts: readonly PhotoPost[];
  videos: readonly Video[];
  hero: SocialHero;
  columns: Record<string, SocialColumn>;
  featuredPost: FeaturedPostCopy;
  labels: SocialLabels;
};

export function profile(id: SocialProfile['id']): SocialProfile {
  const found = SOCIAL_PROFILES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown social profile ${id}`);
  return found;
}

const linkedin = profile('linkedin').href;
const instagram = profile('instagram').href;
const youtube = profile('youtube').href;

export const socialHero = {
  eyebrow: 'Social Media Hub',
  title: 'BudBot on Social',
  subtitle: 'Product news, dispensary tips and customer wins, as we share them on LinkedIn, Instagram and YouTube.',
  followersLabel: 'followers',
  followersNote: 'across LinkedIn, Instagram and YouTube',
  viewsLabel: 'monthly views',
  viewsNote: 'of our videos and posts',
  updatesLabel: 'recent updates',
  updatesNote: 'collected on this page',
} as const satisfies SocialHero;

/** Newest first; the featured one leads the page. */
export const linkedinPosts: readonly SocialPost[] = [
  {
    id: 'li-cart-recovery-report',
    content:
      'We looked at 90 days of chatbot conversations across our dispensary partners. The biggest surprise: most abandoned carts are not about price. Shoppers leave when they are unsure about dose or effect. A clear answer at the right moment recovers more carts than any coupon. Full breakdown in this week’s newsletter.',
    date: '2 days ago',
    engagement: {likes: 412, comments: 38, shares: 57},
    url: linkedin,
    featured: true,
  },
  {
    id: 'li-ada-widget',
    content:
      'Accessibility is not a nice-to-have for dispensary websites. Our ADA widget now ships free with every BudBot agent: text scaling, contrast modes and keyboard navigation, with no extra setup.',
    date: '1 week ago',
    engagement: {likes: 268, comments: 21, shares: 34},
    url: linkedin,
    featured: false,
  },
  {
    id: 'li-oregon-chain',
    content:
      'Case study: a four-location Oregon chain used BudBot to give every store the same product knowledge online. Consistent answers, fewer phone calls, and repeat purchases up across the board.',
    date: '2 weeks ago',
    engagement: {likes: 193, comments: 16, shares: 22},
    url: linkedin,
    featured: false,
  },
  {
    id: 'li-budtender-hiring',
    content:
      'Your budtenders are your best salespeople, and they cannot answer the website at 11 p.m. We built BudBot to cover those hours and hand warm leads back to your team in the morning.',
    date: '3 weeks ago',
    engagement: {likes: 157, comments: 12, shares: 15},
    url: linkedin,
    featured: false,
  },
];

export const photoPosts: readonly PhotoPost[] = [
  {
    id: 'ig-menu-board',
    caption:
      'Live menus on the wall and in the chat, showing the same specials. This is what a connected sales floor looks like.',
    image: '/img/social/photo-menu-board.svg',
    alt: 'A dispensary sales floor with a digital menu board listing product categories and prices',
    date: '4 days ago',
    engagement: {likes: 326, comments: 19},
    url: instagram,
  },
  {
    id: 'ig-team-onboarding',
    caption:
      'Onboarding day with a new partner store: connecting the POS, tuning the bot’s voice and training the team in one afternoon.',
    image: '/img/social/photo-onboarding.svg',
    alt: 'A laptop showing the BudBot admin dashboard next to a store floor plan',
    date: '1 week ago',
    engagement: {likes: 241, comments: 14},
    url: instagram,
  },
  {
    id: 'ig-conference',
    caption:
      'Thank you to everyone who stopped by our booth at MJ Unpacked. Attendees can still claim a free chatbot while licenses last.',
    image: '/img/social/photo-conference.svg',
    alt: 'A conference booth with a BudBot banner and a screen running the chatbot demo',
    date: '3 weeks ago',
    engagement: {likes: 389, comments: 27},
    url: instagram,
  },
];

export const videos: readonly Video[] = [
  {
    id: 'yt-two-minute-setup',
    title: `Set up BudBot in ${CLAIMS.setupMinutes} minutes`,
    duration: '2:14',
    views: 18400,
    description: 'From signing in to a live chatbot on your menu: connecting your POS, choosing a tone and going live.',
    thumbnail: '/img/social/video-setup.svg',
    url: youtube,
  },
  {
    id: 'yt-cart-recovery',
    title: 'How cart recovery actually works',
    duration: '4:37',
    views: 12900,
    description: 'What the bot watches for, when it steps in, and how you stay in control of every discount it offers.',
    thumbnail: '/img/social/video-cart-recovery.svg',
    url: youtube,
  },
  {
    id: 'yt-customer-story',
    title: 'Customer story: a California dispensary',
    duration: '6:05',
    views: 9700,
    description: 'An operations manager on cutting abandoned carts and freeing budtenders from repetitive questions.',
    thumbnail: '/img/social/video-customer-story.svg',
    url: youtube,
  },
];

export const socialColumns = {
  linkedin: {title: 'LinkedIn updates', follow: 'Follow on LinkedIn', href: linkedin},
  photos: {title: 'Photo posts', follow: 'Follow on Instagram', href: instagram},
  videos: {title: 'Videos', follow: 'Subscribe on YouTube', href: youtube},
} as const satisfies Record<string, SocialColumn>;

export const featuredPost = {
  title: 'Featured on LinkedIn',
  author: 'BudBot',
  authorRole: 'AI virtual budtender for dispensaries',
  action: 'Read on LinkedIn',
} as const satisfies FeaturedPostCopy;

export const stayConnected = {
  title: 'Stay Connected',
  text: 'Follow along for product updates, dispensary growth tips and first looks at new agents.',
  profiles: [profile('linkedin'), profile('instagram')],
} as const;

/** Everything published on this page: the content hub counts these as social updates. */
export const socialUpdateCount = linkedinPosts.length + photoPosts.length + videos.length;

export const socialLabels = {
  latestTitle: 'Latest from our channels',
  viewPost: 'View post',
  viewPhoto: 'View on Instagram',
  views: 'views',
  duration: 'Duration',
  followPrefix: 'Follow us on',
  engagement: {views: 'views', likes: 'likes', comments: 'comments', shares: 'shares'},
} as const satisfies SocialLabels;
