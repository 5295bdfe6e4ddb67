/**
 * The fixed part of the HTML sitemap, per language. Posts,
 * case studies and newsletter issues are added at build time by
 * plugins/sitemap-page, and so is any page not listed here (into "Other").
 * Paths are each language's own (`/pricing`); on a translated page a link to
 * an English-only page goes to its English address (SiteLink).
 */
import type {Localized} from './constants';

export type SitemapLink = {label: string; path: string};
export type SitemapGroup = {id: string; title: string; links: SitemapLink[]};

export const SITEMAP_MAIN_GROUPS: Localized<SitemapGroup[]> = {
  en: [
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
  ],
  es: [
    {
      id: 'main-pages',
      title: 'Páginas principales',
      links: [
        {label: 'Inicio', path: '/'},
        {label: 'Quiénes somos', path: '/about'},
        {label: 'Cómo funciona', path: '/how-it-works'},
        {label: 'Precios', path: '/pricing'},
        {label: 'Soporte y contacto', path: '/contact'},
      ],
    },
    {
      id: 'ai-agents',
      title: 'Agentes de IA',
      links: [
        {label: 'Todos los agentes de IA', path: '/ai-agents'},
        {label: 'Bot de productos con IA', path: '/ai-product-bot'},
        {label: 'Upsell Agent', path: '/agents/upsell-agent'},
        {label: 'Loyalty Agent', path: '/agents/loyalty-agent'},
        {label: 'Review Agent', path: '/agents/review-agent'},
        {label: 'Knowledge Agent', path: '/agents/knowledge-agent'},
        {label: 'ADA Widget', path: '/agents/ada-widget'},
      ],
    },
    {
      id: 'services',
      title: 'Servicios',
      links: [
        {label: 'Consultoría', path: '/services/consultancy'},
        {label: 'Red publicitaria', path: '/services/ad-network'},
        {label: 'Señalización digital', path: '/services/digital-signage'},
      ],
    },
    {
      id: 'content-hub',
      title: 'Centro de contenido',
      links: [
        {label: 'Centro de contenido', path: '/content-hub'},
        {label: 'Blog', path: '/blog'},
        {label: 'Casos de éxito', path: '/case-studies'},
        {label: 'Boletines', path: '/newsletters'},
        {label: 'Redes sociales', path: '/social'},
      ],
    },
  ],
};

export const SITEMAP_OTHER_GROUP: Localized<SitemapGroup> = {
  en: {
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
  },
  es: {
    id: 'other',
    title: 'Otras páginas',
    links: [
      {label: 'Integraciones', path: '/integrations'},
      {label: 'Lista de espera', path: '/waitlist'},
      {label: 'Oferta de la conferencia MJ Unpacked', path: '/mj-unpacked'},
      {label: 'Demostración en vivo', path: '/demo'},
      {label: 'Solicita una demostración', path: '/request-demo'},
      {label: 'Notas de la versión', path: '/changelog'},
      {label: 'Pregúntale al Centro de ayuda', path: '/ask'},
      {label: 'Política de privacidad', path: '/privacy'},
      {label: 'Mapa del sitio', path: '/sitemap'},
    ],
  },
};

type CollectionGroup = {pluginId: string; id: string; title: string};

/**
 * One group per collection, in this order, filled with its entries (titles from the posts). The
 * collections are English only: a translated sitemap lists them under its own headings, their
 * titles in English.
 */
export const SITEMAP_COLLECTION_GROUPS: Localized<readonly CollectionGroup[]> = {
  en: [
    {pluginId: 'default', id: 'blog-articles', title: 'Blog Articles'},
    {pluginId: 'case-studies', id: 'case-studies', title: 'Case Studies'},
    {pluginId: 'newsletters', id: 'newsletter-issues', title: 'Newsletter Issues'},
    {pluginId: 'changelog', id: 'release-notes', title: 'Release Notes'},
  ],
  es: [
    {pluginId: 'default', id: 'blog-articles', title: 'Artículos del blog'},
    {pluginId: 'case-studies', id: 'case-studies', title: 'Casos de éxito'},
    {pluginId: 'newsletters', id: 'newsletter-issues', title: 'Números del boletín'},
    {pluginId: 'changelog', id: 'release-notes', title: 'Notas de la versión'},
  ],
};

type DocsGroup = {pluginId: string; sidebarId: string; id: string; title: string};

/** The Help Center's group, generated from its sidebar (sidebars.ts, its labels translated by Docusaurus) by plugins/sitemap-page. */
export const SITEMAP_DOCS_GROUPS: Localized<readonly DocsGroup[]> = {
  en: [{pluginId: 'default', sidebarId: 'helpCenter', id: 'help-center', title: 'Help Center'}],
  es: [{pluginId: 'default', sidebarId: 'helpCenter', id: 'help-center', title: 'Centro de ayuda'}],
};

export type SitemapPageCopy = {title: string; description: string; eyebrow: string; subtitle: string};

/** The page's heading, and the title and description it gives its <Layout>. */
export const SITEMAP_PAGE: Localized<SitemapPageCopy> = {
  en: {
    title: 'Sitemap',
    description:
      'Every page on the BudBot site: product, AI agents, services, articles, case studies and newsletter issues.',
    eyebrow: 'Site index',
    subtitle:
      'Every page on the BudBot site, from product and pricing to each article, case study and newsletter issue.',
  },
  es: {
    title: 'Mapa del sitio',
    description:
      'Todas las páginas del sitio de BudBot: producto, agentes de IA, servicios, Centro de ayuda, y los artículos, casos de éxito y boletines (en inglés).',
    eyebrow: 'Índice del sitio',
    subtitle:
      'Todas las páginas del sitio de BudBot, del producto y los precios a cada guía del Centro de ayuda. Los artículos, casos de éxito y boletines están en inglés.',
  },
};

export type SitemapClosingCopy = {title: string; text: string; action: {label: string; to: string}};

export const SITEMAP_CLOSING: Localized<SitemapClosingCopy> = {
  en: {
    title: 'Need Help Finding Something?',
    text: "Tell us what you're looking for and our team will point you to the right page or answer it directly.",
    action: {label: 'Contact Support', to: '/contact'},
  },
  es: {
    title: '¿No encuentras algo?',
    text: 'Dinos qué buscas y nuestro equipo te indicará la página correcta o te responderá directamente.',
    action: {label: 'Contacta a soporte', to: '/contact'},
  },
};
