/**
 * Copy around the Help Center pages: the landing's search prompt and section
 * cards, and the release notes. The pages themselves are MDX in docs/ and
 * changelog/; the order and links of the sections come from sidebars.ts.
 */

import type {Localized} from './constants';

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
  /** The category's address under the Help Center (its landing's slug, or its landing page's folder). */
  slug: string;
  icon: HelpSectionIcon;
  /** One sentence: what a reader finds in the section. */
  summary: string;
};

export const HELP_SECTIONS: Localized<readonly HelpSection[]> = {
  en: [
    {
      slug: 'get-started',
      icon: 'rocket',
      summary:
        'Add the BudBot widget to your menu site, check that it answers, and work through the checklist before you switch it on for customers.',
    },
    {
      slug: 'integrations',
      icon: 'plug',
      summary:
        'Connect Dutchie, Treez, Cova, Flowhub, Monarch, Dispense or AIQ so BudBot recommends only what is on your shelves today.',
    },
    {
      slug: 'agents',
      icon: 'bot',
      summary:
        'What the product, upsell, loyalty, review and knowledge agents do, how to turn each one on and which figures show it is working.',
    },
    {
      slug: 'admin-tools',
      icon: 'sliders',
      summary:
        'Map upsells, schedule promotions, set your brand tone, reuse templates, export your analytics and call the API.',
    },
    {
      slug: 'compliance',
      icon: 'shield',
      summary:
        'How the guardrails keep chats adult-use only and free of medical claims, and what to check against your state’s rules.',
    },
    {
      slug: 'accessibility',
      icon: 'accessibility',
      summary:
        'The ADA widget’s features, what WCAG 2.1 AA asks of a menu, and how to test your own menu with a keyboard and a screen reader.',
    },
    {
      slug: 'account',
      icon: 'user',
      summary:
        'Plans and billing, the free trial and money-back guarantee, cancelling, and what Owners, Managers and Budtenders can each change.',
    },
    {
      slug: 'troubleshooting',
      icon: 'wrench',
      summary:
        'Answers when the widget does not appear, the menu is out of date, or an agent says something you did not expect.',
    },
  ],
  es: [
    {
      slug: 'get-started',
      icon: 'rocket',
      summary:
        'Agrega el widget de BudBot al sitio de tu menú, comprueba que responde y repasa la lista de verificación antes de activarlo para tus clientes.',
    },
    {
      slug: 'integrations',
      icon: 'plug',
      summary:
        'Conecta Dutchie, Treez, Cova, Flowhub, Monarch, Dispense o AIQ para que BudBot recomiende solo lo que hoy tienes en tus estantes.',
    },
    {
      slug: 'agents',
      icon: 'bot',
      summary:
        'Qué hacen los agentes de productos, ventas adicionales, lealtad, reseñas y conocimiento, cómo activar cada uno y qué cifras muestran que funciona.',
    },
    {
      slug: 'admin-tools',
      icon: 'sliders',
      summary:
        'Relaciona productos para ventas adicionales, programa promociones, define el tono de tu marca, reutiliza plantillas, exporta tus analíticas y usa la API.',
    },
    {
      slug: 'compliance',
      icon: 'shield',
      summary:
        'Cómo las salvaguardas mantienen los chats solo para adultos y sin afirmaciones médicas, y qué revisar según las reglas de tu estado.',
    },
    {
      slug: 'accessibility',
      icon: 'accessibility',
      summary:
        'Las funciones del ADA widget, lo que WCAG 2.1 AA pide de un menú y cómo probar tu propio menú con el teclado y un lector de pantalla.',
    },
    {
      slug: 'account',
      icon: 'user',
      summary:
        'Planes y facturación, la prueba gratis y la garantía de devolución del dinero, la cancelación y qué puede cambiar cada Owner, Manager y Budtender.',
    },
    {
      slug: 'troubleshooting',
      icon: 'wrench',
      summary:
        'Respuestas para cuando el widget no aparece, el menú no está al día o un agente dice algo que no esperabas.',
    },
  ],
};

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

export const HELP_CENTER_COPY: Localized<HelpCenterCopy> = {
  en: {
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
  },
  es: {
    intro:
      'Guías paso a paso para dueños, gerentes y budtenders de dispensarios: configura BudBot, conecta tu punto de venta y mantén cada conversación dentro de las normas.',
    searchLabel: 'Buscar en el Centro de ayuda',
    searchHint: 'Prueba con “Dutchie”, “verificación de edad” o “exportar”.',
    sectionsTitle: 'Explora por tema',
    guides: (count: number) => `${count} ${count === 1 ? 'guía' : 'guías'}`,
    releaseNotes: {
      title: 'Notas de la versión',
      summary:
        'Qué cambió en BudBot este mes: nuevas integraciones, funciones de los agentes y correcciones, cada una con el enlace a su guía.',
      to: '/changelog',
    },
  },
};

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
