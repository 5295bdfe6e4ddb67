import {globSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {configLocale, docIdsOf, untranslatedDocFiles, withoutDocs} from './src/config/i18n';

/**
 * The Help Center's order, written by hand: the order a dispensary's staff
 * should read it in, from installing the widget to fixing what goes wrong.
 * Every category opens on a landing page that lists its pages as cards.
 */
const sidebars = {
  helpCenter: [
    'index',
    {
      type: 'category',
      label: 'Get started',
      link: {
        type: 'generated-index',
        slug: '/get-started',
        title: 'Get started',
        description: 'Install the BudBot widget on your menu, check it works and go live.',
      },
      items: [
        'get-started/overview',
        'get-started/install-widget',
        'get-started/verify-installation',
        'get-started/content-security-policy',
        'get-started/go-live-checklist',
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: {type: 'doc', id: 'integrations/index'},
      items: [
        'integrations/dutchie',
        'integrations/treez',
        'integrations/cova',
        'integrations/flowhub',
        'integrations/monarch',
        'integrations/dispense',
        'integrations/aiq',
      ],
    },
    {
      type: 'category',
      label: 'Agents',
      link: {
        type: 'generated-index',
        slug: '/agents',
        title: 'Agents',
        description: 'What each BudBot agent does, how to switch it on and off, its settings and the figures to watch.',
      },
      items: [
        'agents/product-recommendation-bot',
        'agents/upsell-agent',
        'agents/loyalty-agent',
        'agents/review-agent',
        'agents/knowledge-agent',
        'agents/ada-widget',
      ],
    },
    {
      type: 'category',
      label: 'Admin tools',
      link: {
        type: 'generated-index',
        slug: '/admin-tools',
        title: 'Admin tools',
        description: 'Upsell mapping, promotions, brand tone, templates, analytics and the API.',
      },
      items: [
        'admin-tools/upsell-mapping',
        'admin-tools/promotion-builder',
        'admin-tools/brand-tone-presets',
        'admin-tools/template-library',
        'admin-tools/analytics-and-export',
        'admin-tools/api',
      ],
    },
    {
      type: 'category',
      label: 'Compliance',
      link: {
        type: 'generated-index',
        slug: '/compliance',
        title: 'Compliance',
        description: 'How BudBot keeps conversations within cannabis rules, and what to check in your state.',
      },
      items: [
        'compliance/how-guardrails-work',
        'compliance/age-gate',
        'compliance/medical-claims',
        'compliance/conversation-logs',
        'compliance/privacy',
        'compliance/staff-handoff',
        'compliance/state-regulators',
      ],
    },
    {
      type: 'category',
      label: 'Accessibility',
      link: {
        type: 'generated-index',
        slug: '/accessibility',
        title: 'Accessibility',
        description: 'The ADA widget, WCAG 2.1 AA and how to test your menu.',
      },
      items: ['accessibility/ada-widget-features', 'accessibility/wcag-conformance', 'accessibility/testing-your-menu'],
    },
    {
      type: 'category',
      label: 'Account',
      link: {
        type: 'generated-index',
        slug: '/account',
        title: 'Account',
        description: 'Plans, trial, guarantee, cancellation, and who on your team can do what.',
      },
      items: ['account/plans-and-billing', 'account/trial-guarantee-cancellation', 'account/roles-and-permissions'],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      link: {
        type: 'generated-index',
        slug: '/troubleshooting',
        title: 'Troubleshooting',
        description: 'Answers to the questions dispensary teams ask us most.',
      },
      items: [
        'troubleshooting/widget-and-installation',
        'troubleshooting/menu-sync',
        'troubleshooting/conversations-and-agents',
      ],
    },
  ],
} satisfies SidebarsConfig;

/** A language's build lists only the pages translated into it. */
const untranslated = untranslatedDocFiles(configLocale(), globSync('**/*.mdx', {cwd: path.join(__dirname, 'docs')}));

export default withoutDocs(sidebars, docIdsOf(untranslated));
