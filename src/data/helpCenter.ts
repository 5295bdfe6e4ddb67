/**
 * Copy around the Help Center pages: the landing's search prompt and section
 * cards, and the release notes. The pages themselves are MDX in docs/ and
 * changelog/; the order and links of the sections come from sidebars.ts.
 */

/** Icon names map to lucide-react icons in src/components/HelpCenter/SectionCards. */
export const HELP_SECTION_ICONS = [
  'rocket',
  'plug',
  'bot',
  'sliders',
  'shield',
  'accessibility',
  'user',
  'wrench',
] as const;
export type HelpSectionIcon = (typeof HELP_SECTION_ICONS)[number];

export type HelpSection = {
  /** The category's label in sidebars.ts. */
  label: string;
  icon: HelpSectionIcon;
  /** One sentence: what a reader finds in the section. */
  summary: string;
};

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    label: 'Get started',
    icon: 'rocket',
    summary:
      'Add the BudBot widget to your menu site, check that it answers, and work through the checklist before you switch it on for customers.',
  },
  {
    label: 'Integrations',
    icon: 'plug',
    summary:
      'Connect Dutchie, Treez, Cova, Flowhub, Monarch, Dispense or AIQ so BudBot recommends only what is on your shelves today.',
  },
  {
    label: 'Agents',
    icon: 'bot',
    summary:
      'What the product, upsell, loyalty, review and knowledge agents do, how to turn each one on and which figures show it is working.',
  },
  {
    label: 'Admin tools',
    icon: 'sliders',
    summary:
      'Map upsells, schedule promotions, set your brand tone, reuse templates, export your analytics and call the API.',
  },
  {
    label: 'Compliance',
    icon: 'shield',
    summary:
      'How the guardrails keep chats adult-use only and free of medical claims, and what to check against your state’s rules.',
  },
  {
    label: 'Accessibility',
    icon: 'accessibility',
    summary:
      'The ADA widget’s features, what WCAG 2.1 AA asks of a menu, and how to test your own menu with a keyboard and a screen reader.',
  },
  {
    label: 'Account',
    icon: 'user',
    summary:
      'Plans and billing, the free trial and money-back guarantee, cancelling, and what Owners, Managers and Budtenders can each change.',
  },
  {
    label: 'Troubleshooting',
    icon: 'wrench',
    summary:
      'Answers when the widget does not appear, the menu is out of date, or an agent says something you did not expect.',
  },
];

export type HelpCenterCopy = {
  intro: string;
  searchLabel: string;
  searchHint: string;
  sectionsTitle: string;
  guides: (count: number) => string;
  releaseNotes: {title: string; summary: string; to: string};
};

export type ChangelogCopy = Record<
  'eyebrow' | 'title' | 'subtitle' | 'feedsLabel' | 'listTitle' | 'readMore' | 'guideLink' | 'backLink',
  string
>;

export const HELP_CENTER_COPY = {
  intro:
    'Step-by-step guides for dispensary owners, managers and budtenders: set BudBot up, connect your point of sale and keep every conversation compliant.',
  searchLabel: 'Search the Help Center',
  searchHint: 'Try “Dutchie”, “age gate” or “export”.',
  sectionsTitle: 'Browse by topic',
  guides: (count: number) => `${count} ${count === 1 ? 'guide' : 'guides'}`,
  releaseNotes: {
    title: 'Release notes',
    summary:
      'What changed in BudBot this month: new integrations, agent features and fixes, with a link to the guide for each.',
    to: '/changelog',
  },
} as const satisfies HelpCenterCopy;

export const CHANGELOG_COPY = {
  eyebrow: 'Release notes',
  title: 'What’s new in BudBot',
  subtitle:
    'Every change to the widget, the agents and the dashboard, newest first. Each note links to the Help Center guide that explains it.',
  feedsLabel: 'Follow the release notes:',
  listTitle: 'All release notes',
  readMore: 'Read the note',
  guideLink: 'Read the guide',
  backLink: 'All release notes',
} as const satisfies ChangelogCopy;
