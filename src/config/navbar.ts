import type {Navbar} from '@docusaurus/theme-common';
import {BRAND, LINKS} from '../data/constants';

/** Header: four dropdown groups (Chatbot Agents, Pricing, Content Hub, Partner Solutions), the Help Center link and the Request Demo button. */
const navbar = {
  title: BRAND,
  logo: {alt: `${BRAND} logo`, src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {
      type: 'dropdown',
      label: 'Chatbot Agents',
      position: 'left',
      items: [
        {label: 'AI Product Bot', to: '/ai-product-bot'},
        {label: 'All AI Agents', to: '/ai-agents'},
        {label: 'Upsell Agent', to: '/agents/upsell-agent'},
        {label: 'Loyalty Agent', to: '/agents/loyalty-agent'},
        {label: 'Review Agent', to: '/agents/review-agent'},
        {label: 'Knowledge Agent', to: '/agents/knowledge-agent'},
        {label: 'ADA Widget', to: '/agents/ada-widget'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Pricing',
      position: 'left',
      items: [
        {label: 'The Cart Problem', to: '/pricing#cart-problem'},
        {label: 'Plans', to: '/pricing#plans'},
        {label: 'Features', to: '/pricing#features'},
        {label: 'Results', to: '/pricing#results'},
        {label: 'Comparison', to: '/pricing#comparison'},
        {label: 'FAQ', to: '/pricing#faq'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Content Hub',
      position: 'left',
      items: [
        {label: 'Content Hub', to: '/content-hub'},
        {label: 'Blog', to: '/blog'},
        {label: 'Newsletters', to: '/newsletters'},
        {label: 'Case Studies', to: '/case-studies'},
        {label: 'Social Media', to: '/social'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Partner Solutions',
      position: 'left',
      items: [
        {label: 'Integrations', to: '/integrations'},
        {label: 'Digital Signage', to: '/services/digital-signage'},
        {label: 'Ad Network', to: '/services/ad-network'},
        {label: 'Consultancy', to: '/services/consultancy'},
      ],
    },
    {label: 'Help Center', to: '/docs', position: 'left', activeBasePath: '/docs'},
    {type: 'custom-languageSwitch', position: 'right'},
    {type: 'search', position: 'right'},
    {label: 'Request Demo', href: LINKS.scheduling, position: 'right', className: 'navbar-request-demo'},
  ],
} satisfies Navbar;

export default navbar;
