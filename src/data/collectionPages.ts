import {BRAND, CLAIMS, LINKS, type Localized} from './constants';
import type {IconName} from './schemas';
import type {BLOG_CATEGORIES} from '../lib/collections/frontMatter';

/**
 * Copy of the blog, newsletter and case-study pages (list and post layouts).
 * Figures come from src/data/constants; the posts themselves are MDX files.
 */

export type Reason = {icon: IconName; title: string; text: string};

export const BLOG_COPY = {
  eyebrow: `${BRAND} Blog`,
  title: 'Cannabis Retail Insights',
  subtitle:
    'Practical guides for dispensary owners and managers: the numbers worth tracking, what shoppers ask online, and how AI budtenders turn those questions into sales.',
  stat: {value: CLAIMS.dispensariesBlog, label: 'Dispensaries Helped'},
  gridTitle: 'Latest articles',
  readMore: 'Read full article',
  feedsLabel: 'Follow the blog:',
  error: {
    title: 'Error Loading Blog',
    text: 'There was an error loading the blog posts. Please try refreshing the page.',
    back: '← Back to blog',
  },
  /** Used when a post has neither an excerpt nor a description. */
  defaultDescription: `Cannabis retail insights and AI technology updates from ${BRAND}.`,
  articleTag: 'Blog Article',
  backLink: 'Back to all articles',
  share: 'Share Article',
  faqTitle: 'Frequently Asked Questions',
  otherPostsTitle: 'More from the blog',
} as const;

export const NEWSLETTER_COPY = {
  eyebrow: 'Weekly newsletter',
  title: 'Cannabis Retail Intelligence Weekly',
  subtitle:
    'Sales data, shopper behaviour and playbooks from hundreds of dispensaries, condensed into one short read every Sunday.',
  stats: [
    {value: CLAIMS.newsletterWeeklySubscribers, label: 'Weekly Subscribers'},
    {value: String(CLAIMS.newsletterIssues), label: 'Issues Published'},
    {value: CLAIMS.newsletterOpenRate, label: 'Open Rate'},
  ],
  featuredLabel: 'Latest issue',
  readFull: 'Read Full Issue',
  readIssue: 'Read Issue',
  downloadPdf: 'Download PDF',
  archiveTitle: 'Newsletter archive',
  archiveSubtitle: 'Every issue, newest first.',
  olderTitle: 'Older issues',
  feedsLabel: 'Read it in your feed reader:',
  trustTitle: 'Why operators read it every week',
  trustReasons: [
    {
      icon: 'chart-column',
      title: 'Real store data',
      text: 'Every figure comes from anonymised sales and chat data across the dispensaries in our panel, not from surveys or press releases.',
    },
    {
      icon: 'timer',
      title: 'Ten minutes, once a week',
      text: 'One issue every Sunday with the three or four findings that matter, and a checklist you can hand to your floor manager on Monday.',
    },
    {
      icon: 'lock',
      title: 'No spam, ever',
      text: 'We send the newsletter and nothing else. Your address is never shared or sold, and every issue has a one-click unsubscribe link.',
    },
  ] satisfies Reason[],
  backLink: 'Back to all newsletters',
  metricsTitle: 'This issue in numbers',
  insightsTitle: 'Key Insights',
  spotlightTitle: 'Client Spotlight',
  share: 'Share',
  subscribe: {
    title: 'Get the next issue in your inbox',
    text: 'Join the dispensary owners and managers who start their week with Cannabis Retail Intelligence Weekly.',
    note: 'Free weekly insights • No spam • Unsubscribe anytime',
  },
} as const;

export const CASE_STUDY_COPY = {
  eyebrow: 'Customer success stories',
  title: 'Case Studies',
  subtitle:
    'Real dispensaries, real numbers: how stores in California, Oregon and beyond used an AI budtender to recover carts, raise order values and keep customers coming back.',
  featuredLabel: 'Featured study',
  gridTitle: 'More success stories',
  readStudy: 'Read the case study',
  backLink: 'Back to all case studies',
  labels: {client: 'Client', industry: 'Industry', location: 'Location', timeline: 'Timeline'},
  resultsTitle: 'Results at a glance',
  challengeTitle: 'The Challenge',
  solutionTitle: 'The Solution',
  impactTitle: 'Results and Impact',
  faqTitle: 'Frequently Asked Questions',
  cta: {
    title: 'See what BudBot could do for your store',
    text: 'Get a walkthrough on your own menu and an estimate of the carts you could recover.',
    actions: [
      {label: 'Request a Demo', to: '/request-demo'},
      {label: 'Schedule a Demo', href: LINKS.scheduling},
    ],
  },
} as const;

export const RELATED_COPY = {
  title: 'Related content',
  kinds: {'blog': 'Article', 'newsletter': 'Newsletter', 'case-study': 'Case study', 'product': 'Product'},
  product: {
    title: 'AI Product Bot',
    description:
      'The virtual budtender that answers shoppers, recommends from your live menu and recovers abandoned carts.',
    to: '/ai-product-bot',
  },
} as const;

export const SHARE_COPY = {
  copied: 'Link copied',
  copiedText: 'Paste it anywhere to share this page.',
  failed: 'Could not copy the link',
} as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * The words around a listed entry, in the language of the page that lists it (the content hub, the
 * home page's teaser): the four collections are English only, so an entry's own title stays
 * English (SiteLink marks it) and a translated page shows no English description under it.
 */
export type EntryLabels = {
  categories: Record<BlogCategory, string>;
  /** An entry's read time from its English label: '8 min read'. */
  readTime: (label: string) => string;
  issue: (issueNumber: number) => string;
  newsletter: string;
  readArticle: string;
  /** Whether the entries' own descriptions (English) are shown. */
  descriptions: boolean;
};

export const ENTRY_LABELS: Localized<EntryLabels> = {
  en: {
    categories: {
      'Business Intelligence': 'Business Intelligence',
      'AI Technology': 'AI Technology',
      'Market Analysis': 'Market Analysis',
    },
    readTime: (label) => label,
    issue: (issueNumber) => `Issue #${issueNumber}`,
    newsletter: 'Newsletter',
    readArticle: BLOG_COPY.readMore,
    descriptions: true,
  },
  es: {
    categories: {
      'Business Intelligence': 'Inteligencia de negocio',
      'AI Technology': 'Tecnología de IA',
      'Market Analysis': 'Análisis de mercado',
    },
    readTime: (label) => label.replace(/^(\d+) min read$/, '$1 min de lectura'),
    issue: (issueNumber) => `Boletín n.º ${issueNumber}`,
    newsletter: 'Boletín',
    readArticle: 'Leer el artículo',
    descriptions: false,
  },
};
