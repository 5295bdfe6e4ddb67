/**
 * /content-hub: counts and newest entries of the blog,
 * case studies and newsletters (from the collections index) and of the social
 * hub (from social.ts). Only the copy lives here, per language; the numbers are computed.
 */
import type {Localized} from './constants';

export type HubSectionKey = 'blog' | 'caseStudies' | 'newsletters' | 'social';

export type HubSection = {
  key: HubSectionKey;
  /** Anchor id of the section on the hub page. */
  id: string;
  title: string;
  text: string;
  /** Label of the count in the hero. */
  countLabel: string;
  to: '/blog' | '/case-studies' | '/newsletters' | '/social';
  action: string;
};

/** Everything this module exports, as its test checks it against `contentHubSchema`. */
export type ContentHubCopy = {
  hero: {eyebrow: string; title: string; subtitle: string};
  sections: readonly HubSection[];
  subscribe: {title: string; text: string};
  empty: string;
};

/** The sections' order, anchors and targets; their words are per language below. */
const SECTIONS = [
  {key: 'blog', id: 'articles', to: '/blog'},
  {key: 'caseStudies', id: 'success-stories', to: '/case-studies'},
  {key: 'newsletters', id: 'newsletter', to: '/newsletters'},
  {key: 'social', id: 'social', to: '/social'},
] as const satisfies readonly Pick<HubSection, 'key' | 'id' | 'to'>[];

type SectionText = Pick<HubSection, 'title' | 'text' | 'countLabel' | 'action'>;

const SECTION_TEXT: Localized<Record<HubSectionKey, SectionText>> = {
  en: {
    blog: {
      title: 'Latest articles',
      text: 'Guides on dispensary KPIs, business intelligence and AI in cannabis retail.',
      countLabel: 'articles',
      action: 'View all articles',
    },
    caseStudies: {
      title: 'Success stories',
      text: 'How dispensaries cut abandoned carts and brought customers back, with the numbers before and after.',
      countLabel: 'success stories',
      action: 'View all case studies',
    },
    newsletters: {
      title: 'Newsletter issues',
      text: 'Our weekly read on cannabis retail performance, seasonal trends and what is working online.',
      countLabel: 'newsletter issues',
      action: 'View the newsletter archive',
    },
    social: {
      title: 'Social updates',
      text: 'Product news, short videos and photos from our dispensary partners.',
      countLabel: 'social updates',
      action: 'Visit the social hub',
    },
  },
  es: {
    blog: {
      title: 'Artículos recientes',
      text: 'Guías (en inglés) sobre los indicadores de un dispensario, la inteligencia de negocio y la IA en la venta de cannabis.',
      countLabel: 'artículos',
      action: 'Ver todos los artículos',
    },
    caseStudies: {
      title: 'Casos de éxito',
      text: 'Cómo algunos dispensarios redujeron los carritos abandonados y recuperaron clientes, con las cifras de antes y después (en inglés).',
      countLabel: 'casos de éxito',
      action: 'Ver todos los casos de éxito',
    },
    newsletters: {
      title: 'Números del boletín',
      text: 'Nuestro análisis semanal (en inglés) de cómo venden las tiendas de cannabis, las tendencias de temporada y lo que funciona en línea.',
      countLabel: 'números del boletín',
      action: 'Ver el archivo del boletín',
    },
    social: {
      title: 'En redes sociales',
      text: 'Novedades del producto, videos cortos y fotos de los dispensarios con los que trabajamos.',
      countLabel: 'publicaciones en redes',
      action: 'Ir a nuestras redes sociales',
    },
  },
};

export const hubSections: Localized<readonly HubSection[]> = {
  en: SECTIONS.map((section) => ({...section, ...SECTION_TEXT.en[section.key]})),
  es: SECTIONS.map((section) => ({...section, ...SECTION_TEXT.es[section.key]})),
};

export const contentHubHero: Localized<ContentHubCopy['hero']> = {
  en: {
    eyebrow: 'Content Hub',
    title: 'Insights for Cannabis Retailers',
    subtitle:
      'Articles, customer success stories, our weekly newsletter and social updates, all in one place. Practical ideas for selling more online, written for dispensary teams.',
  },
  es: {
    eyebrow: 'Centro de contenido',
    title: 'Ideas para tiendas de cannabis',
    subtitle:
      'Artículos, casos de éxito, nuestro boletín semanal y novedades en redes, todo en un solo lugar. Ideas prácticas para vender más en línea, escritas para equipos de dispensarios (los artículos y boletines están en inglés).',
  },
};

export const hubSubscribe: Localized<ContentHubCopy['subscribe']> = {
  en: {
    title: 'Get the newsletter every week',
    text: 'One email a week with the trends, numbers and ideas dispensary owners are talking about.',
  },
  es: {
    title: 'Recibe el boletín cada semana',
    text: 'Un correo a la semana (en inglés) con las tendencias, cifras e ideas de las que hablan los dueños de dispensarios.',
  },
};

export const hubEmpty: Localized<string> = {
  en: 'New entries are published here as soon as they go live.',
  es: 'Aquí aparecen las nuevas publicaciones en cuanto salen.',
};
