/**
 * The fixed part of the HTML sitemap. Posts,
 * case studies and newsletter issues are added at build time by
 * plugins/sitemap-page, and so is any page not listed here (into "Other").
 */
export type SitemapLink = {label: string; path: string};
export type SitemapGroup = {id: string; title: string; links: SitemapLink[]};

export const SITEMAP_MAIN_GROUPS: SitemapGroup[] = [
  {
    id: 'main-pages',
    title: 'Main Pages',
    links: [
      {label: 'Home', path: '/'},
      {label: 'About BudBot', path: '/about'},
      {label: 'How It Works', path: '/how-it-works'},
      {label: 'Pricing', path: '/pricing'},
      {label: 'Support and Contact', path: '/contact'},
    ],
  },
  {
    id: 'ai-agents',
    title: 'AI Agents',
    links: [
      {label: 'All AI Agents', path: '/ai-agents'},
      {label: 'AI Product Bot', path: '/ai-product-bot'},
      {label: 'Upsell Agent', path: '/agents/upsell-agent'},
      {label: 'Loyalty Agent', path: '/agents/loyalty-agent'},
      {label: 'Review Agent', path: '/agents/review-agent'},
      {label: 'Knowledge Agent', path: '/agents/knowledge-agent'},
      {label: 'ADA Widget', path: '/agents/ada-widget'},
    ],
  },
  {
    id: 'services',
    title: 'Services',
    links: [
      {label: 'Consultancy', path: '/services/consultancy'},
      {label: 'Ad Network', path: '/services/ad-network'},
      {label: 'Digital Signage', path: '/services/digital-signage'},
    ],
  },
  {
    id: 'content-hub',
    title: 'Content Hub',
    links: [
      {label: 'Content Hub', path: '/content-hub'},
      {label: 'Blog', path: '/blog'},
      {label: 'Case Studies', path: '/case-studies'},
      {label: 'Newsletters', path: '/newsletters'},
      {label: 'Social Media', path: '/social'},
    ],
  },
];

export const SITEMAP_OTHER_GROUP: SitemapGroup = {
  id: 'other',
  title: 'Other',
  links: [
    {label: 'Integrations', path: '/integrations'},
    {label: 'Waitlist', path: '/waitlist'},
    {label: 'MJ Unpacked Conference Offer', path: '/mj-unpacked'},
    {label: 'Live Demo', path: '/demo'},
    {label: 'Request a Demo', path: '/request-demo'},
    {label: 'Release Notes', path: '/changelog'},
    {label: 'Ask the Help Center', path: '/ask'},
    {label: 'Privacy Policy', path: '/privacy'},
    {label: 'Sitemap', path: '/sitemap'},
  ],
};

/** One group per collection, in this order, filled with its entries (titles from the posts). */
export const SITEMAP_COLLECTION_GROUPS = [
  {pluginId: 'default', id: 'blog-articles', title: 'Blog Articles'},
  {pluginId: 'case-studies', id: 'case-studies', title: 'Case Studies'},
  {pluginId: 'newsletters', id: 'newsletter-issues', title: 'Newsletter Issues'},
  {pluginId: 'changelog', id: 'release-notes', title: 'Release Notes'},
] as const;

/** The Help Center's group, generated from its sidebar (sidebars.ts) by plugins/sitemap-page. */
export const SITEMAP_DOCS_GROUPS = [
  {pluginId: 'default', sidebarId: 'helpCenter', id: 'help-center', title: 'Help Center'},
] as const;

/** The page's heading, and the title and description it gives its <Layout>. */
export const SITEMAP_PAGE = {
  title: 'Sitemap',
  description:
    'Every page on the BudBot site: product, AI agents, services, articles, case studies and newsletter issues.',
  eyebrow: 'Site index',
  subtitle: 'Every page on the BudBot site, from product and pricing to each article, case study and newsletter issue.',
};

export const SITEMAP_CLOSING = {
  title: 'Need Help Finding Something?',
  text: "Tell us what you're looking for and our team will point you to the right page or answer it directly.",
  action: {label: 'Contact Support', to: '/contact'},
} as const;
