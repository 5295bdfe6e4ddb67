import type {Footer} from '@docusaurus/theme-common';

/** Footer columns; the logo, tagline, social links and build stamp are in the swizzled Footer. */
const footer = {
  style: 'dark',
  links: [
    {
      title: 'Agents',
      items: [
        {label: 'AI Product Bot', to: '/ai-product-bot'},
        {label: 'Upsell Agent', to: '/agents/upsell-agent'},
        {label: 'Loyalty Agent', to: '/agents/loyalty-agent'},
        {label: 'Review Agent', to: '/agents/review-agent'},
        {label: 'Knowledge Agent', to: '/agents/knowledge-agent'},
        {label: 'ADA Widget', to: '/agents/ada-widget'},
      ],
    },
    {
      title: 'Resources',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Newsletters', to: '/newsletters'},
        {label: 'Case Studies', to: '/case-studies'},
        {label: 'Content Hub', to: '/content-hub'},
        {label: 'Integrations', to: '/integrations'},
        {label: 'Help Center', to: '/docs'},
        {label: 'Ask the Help Center', to: '/ask'},
        {label: 'Release notes', to: '/changelog'},
      ],
    },
    {
      title: 'Company',
      items: [
        {label: 'About', to: '/about'},
        {label: 'Pricing', to: '/pricing'},
        {label: 'Contact', to: '/contact'},
        {label: 'Privacy', to: '/privacy'},
        {label: 'Sitemap', to: '/sitemap'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} BudBot. All rights reserved.`,
} satisfies Footer;

export default footer;
