import {ADA_WIDGET, AGENT_PRICING, BRAND, CLAIMS, CONFERENCE, PRICING, TITLE_SUFFIX} from './constants';
import type {PageMeta, PageMetaTable} from '../lib/pageMeta';

/**
 * Head metadata of every route (spec 2 "Route table", plus /request-demo and
 * /demo from decisions.md and the three collection list pages). Unknown
 * routes fall back to the home entry; blog posts, newsletter issues and case
 * studies set their own title and description from their front matter.
 */

const t = (title: string) => `${title}${TITLE_SUFFIX}`;

const entry = (path: string, meta: Omit<PageMeta, 'canonical'> & {canonical?: string}): [string, PageMeta] => [
  path,
  {...meta, canonical: meta.canonical ?? path},
];

export const PAGE_META: PageMetaTable = Object.fromEntries([
  entry('/', {
    title: t('AI Virtual Budtender for Cannabis Dispensaries'),
    description: `${BRAND} answers shoppers' questions, recommends products and recovers abandoned carts on your dispensary website, 24/7, from $${PRICING.planMonthly}/month.`,
    keywords: [
      'cannabis AI chatbot',
      'virtual budtender',
      'dispensary chatbot',
      'cannabis cart abandonment',
      'dispensary ecommerce',
    ],
  }),
  entry('/about', {
    title: t('About Us: Built for Cannabis Retail'),
    description: `Meet the team behind ${BRAND}: ${CLAIMS.years} years in cannabis retail technology and ${CLAIMS.dispensaries} dispensaries helped to sell more online.`,
    keywords: ['about BudBot', 'cannabis retail technology', 'dispensary software company', 'cannabis AI team'],
  }),
  entry('/how-it-works', {
    title: t('How It Works: Live in Five Steps'),
    description: `How ${BRAND} connects to your menu and POS, answers shoppers in under ${CLAIMS.replySeconds} seconds and hands conversations to staff, in five setup steps.`,
    keywords: ['how BudBot works', 'dispensary chatbot setup', 'cannabis menu integration', 'virtual budtender setup'],
  }),
  entry('/pricing', {
    title: t(`Pricing: AI Budtender from $${PRICING.annualPerMonth}/month`),
    description: `One plan: $${PRICING.pricingPageMonthly}/month, or $${PRICING.annualPerMonth}/month billed yearly. ${PRICING.trialDaysPricing}-day free trial, ${PRICING.guaranteeDays}-day money-back guarantee, no setup fees, cancel anytime.`,
    keywords: ['BudBot pricing', 'dispensary chatbot price', 'cannabis AI chatbot cost', 'virtual budtender pricing'],
  }),
  entry('/blog', {
    title: t('Blog: Cannabis Retail Insights'),
    description:
      'Practical articles for dispensary owners on retail analytics, AI product recommendations, chatbots and the KPIs that grow online sales.',
    keywords: ['cannabis retail blog', 'dispensary business intelligence', 'cannabis AI articles', 'dispensary KPIs'],
  }),
  entry('/content-hub', {
    title: t('Content Hub: Articles, Studies, Newsletters'),
    description: `Everything ${BRAND} publishes for cannabis retailers in one place: blog articles, customer success stories, weekly newsletter issues and social updates.`,
    keywords: [
      'cannabis retail resources',
      'dispensary content hub',
      'cannabis marketing insights',
      'BudBot resources',
    ],
  }),
  entry('/case-studies', {
    title: t('Case Studies: Dispensary Results'),
    description: `How dispensaries use ${BRAND} to cut cart abandonment, raise average order value and keep customers coming back, with before and after figures.`,
    keywords: [
      'dispensary case study',
      'cannabis chatbot results',
      'cart abandonment case study',
      'dispensary customer retention',
    ],
  }),
  entry('/newsletters', {
    title: t('Cannabis Retail Intelligence Weekly'),
    description: `The weekly newsletter for dispensary operators: ${CLAIMS.newsletterIssues} issues of sales data, shopper trends and playbooks, read by ${CLAIMS.newsletterWeeklySubscribers} subscribers.`,
    keywords: [
      'cannabis retail newsletter',
      'dispensary industry news',
      'cannabis market data',
      'dispensary trends weekly',
    ],
  }),
  entry('/social', {
    title: t('Social Media Hub'),
    description: `Follow ${BRAND} on LinkedIn, Instagram and YouTube for cannabis retail tips, product walkthroughs and short videos from dispensaries using AI.`,
    keywords: ['BudBot social media', 'cannabis retail LinkedIn', 'dispensary marketing videos', 'BudBot Instagram'],
  }),
  entry('/contact', {
    title: t('Support and Contact'),
    description: `Questions about ${BRAND}, billing or your integration? Contact our support team or book a call with a cannabis retail specialist.`,
    keywords: ['contact BudBot', 'BudBot support', 'dispensary chatbot help', 'cannabis AI support'],
  }),
  entry('/ask', {
    title: t('Ask the Help Center'),
    description: `Ask a question about ${BRAND} the way you would ask a colleague: the answer quotes the Help Center guides and links to the section that says so.`,
    keywords: ['BudBot help', 'BudBot Help Center question', 'dispensary chatbot how to', 'BudBot answers'],
  }),
  entry('/request-demo', {
    title: t('Request a Demo'),
    description: `See ${BRAND} answer real shopper questions on your own menu. Request a personalised demo and a specialist will contact you within one business day.`,
    keywords: ['BudBot demo', 'dispensary chatbot demo', 'virtual budtender demo', 'cannabis AI demo request'],
  }),
  entry('/demo', {
    title: t('Live Chat Demo: Sleep Aid Shopper'),
    description: `Try the scripted ${BRAND} demo: follow a shopper looking for a sleep aid and watch the virtual budtender recommend, cross-sell and build a cart.`,
    keywords: ['BudBot live demo', 'cannabis chatbot demo', 'virtual budtender example', 'dispensary AI demo'],
  }),
  entry('/ai-product-bot', {
    title: t('AI Product Bot for Dispensaries'),
    description: `The ${BRAND} product bot recommends from your live menu, cross-sells, recovers carts and remembers customers. ${PRICING.trialDaysLanding}-day free trial.`,
    keywords: ['cannabis product recommendation bot', 'dispensary AI chatbot', 'cannabis upsell bot', 'AI budtender'],
  }),
  entry('/ai-agents', {
    title: t('AI Agents Suite for Cannabis Retail'),
    description:
      'Five AI agents for dispensaries: upsell, loyalty, review management, knowledge base and an ADA accessibility widget, each switched on when you need it.',
    keywords: ['cannabis AI agents', 'dispensary automation', 'cannabis loyalty agent', 'dispensary review management'],
  }),
  entry('/agents/upsell-agent', {
    title: t('Upsell Agent: Raise Average Order Value'),
    description: `The upsell agent suggests the right add-on at the right moment: ${CLAIMS.aovLift} average order value for dispensaries, from $${AGENT_PRICING['upsell-agent'].monthly}/month.`,
    keywords: ['cannabis upsell', 'dispensary average order value', 'cross-sell cannabis products', 'AI upsell agent'],
  }),
  entry('/agents/loyalty-agent', {
    title: t('Loyalty Agent: Keep Customers Returning'),
    description: `Win back lapsed shoppers and reward regulars with personalised offers. The loyalty agent costs $${AGENT_PRICING['loyalty-agent'].monthly}/month with a ${AGENT_PRICING['loyalty-agent'].guaranteeDays}-day guarantee.`,
    keywords: [
      'dispensary loyalty program',
      'cannabis customer retention',
      'AI loyalty agent',
      'dispensary repeat customers',
    ],
  }),
  entry('/agents/ada-widget', {
    title: t('ADA Accessibility Widget for Dispensaries'),
    description: `${ADA_WIDGET.features} accessibility features for your dispensary website, ${ADA_WIDGET.standard} support and text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, free with any ${BRAND} agent.`,
    keywords: ['dispensary ADA compliance', 'cannabis website accessibility', 'ADA widget', 'WCAG dispensary website'],
  }),
  entry('/agents/review-agent', {
    title: t('Review Agent: More Five-Star Reviews'),
    description: `Ask happy customers for reviews at the right time and answer every review fast. The review agent costs $${AGENT_PRICING['review-agent'].monthly}/month with a ${AGENT_PRICING['review-agent'].guaranteeDays}-day guarantee.`,
    keywords: ['dispensary reviews', 'cannabis review management', 'Google reviews dispensary', 'AI review agent'],
  }),
  entry('/agents/knowledge-agent', {
    title: t('Knowledge Agent: Answers for Staff'),
    description: `Give budtenders and shoppers quick answers about products, effects and store policies, drawn from your own approved content. The knowledge agent costs $${AGENT_PRICING['knowledge-agent'].monthly}/month.`,
    keywords: ['budtender training', 'cannabis knowledge base', 'dispensary staff assistant', 'AI knowledge agent'],
  }),
  entry('/services/digital-signage', {
    title: t('Digital Signage and Menu Boards'),
    description:
      'Digital menu boards and in-store screens for dispensaries that stay in sync with your live menu and show promotions that change through the day.',
    keywords: [
      'dispensary digital signage',
      'cannabis menu boards',
      'dispensary TV menu',
      'in-store cannabis displays',
    ],
  }),
  entry('/services/ad-network', {
    title: t('Cannabis Ad Network'),
    description:
      'Reach cannabis shoppers where advertising is allowed: compliant display and in-store placements for dispensaries and brands through our partner network.',
    keywords: ['cannabis advertising', 'dispensary ad network', 'cannabis marketing compliant', 'cannabis display ads'],
  }),
  entry('/services/consultancy', {
    title: t('Cannabis Retail Consultancy'),
    description:
      'Website building, SEO and AI implementation for dispensaries, from specialists who have launched online menus and chatbots for cannabis retailers.',
    keywords: [
      'cannabis consultancy',
      'dispensary website building',
      'cannabis SEO services',
      'dispensary AI implementation',
    ],
  }),
  entry('/integrations', {
    title: t('Integrations: POS and Menu Platforms'),
    description: `${BRAND} connects to Dutchie, Treez, Cova, Flowhub, Monarch, Dispense and AIQ, so answers and recommendations always match your live inventory.`,
    keywords: ['dispensary POS integration', 'Dutchie chatbot', 'Treez integration', 'cannabis menu integration'],
  }),
  entry('/waitlist', {
    title: t('Join the Waitlist'),
    description: `Join the ${BRAND} waitlist for early access to the AI budtender and get ${PRICING.earlyAccessFreeMonths} months of premium features free when your dispensary goes live.`,
    keywords: ['BudBot waitlist', 'cannabis chatbot early access', 'virtual budtender beta', 'dispensary AI waitlist'],
  }),
  entry('/privacy', {
    title: t('Privacy Policy'),
    description: `How ${BRAND} collects, uses and protects information from visitors and customers of this website, and the choices you have about your data.`,
    keywords: ['BudBot privacy policy', 'data protection', 'privacy', 'cookies'],
  }),
  entry('/privacy/delete', {
    title: t('Delete Your Data'),
    description: `Confirm the deletion of every form submission made with your email address on the ${BRAND} website. Opened from the link we emailed you.`,
    keywords: ['delete my data', 'BudBot privacy request', 'data deletion', 'CCPA request'],
  }),
  entry('/sitemap', {
    title: t('Sitemap'),
    description: `Every page of the ${BRAND} website in one list: product and agent pages, services, pricing, articles, case studies and newsletter issues.`,
    keywords: ['BudBot sitemap', 'site map', 'all pages', 'BudBot pages'],
  }),
  entry('/mj-unpacked', {
    title: t('MJ Unpacked Offer: Free AI Chatbot'),
    description: `Met us at MJ Unpacked? Claim a free AI chatbot for your dispensary: ${CONFERENCE.freeMonths} months free, only ${CONFERENCE.totalLicenses} licenses available.`,
    keywords: ['MJ Unpacked', 'free cannabis chatbot', 'cannabis conference offer', 'dispensary AI free trial'],
  }),
]);
