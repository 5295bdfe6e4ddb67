/**
 * What an unknown address inside a list says (docs-engineering/decisions.md#unknown-paths): its own
 * title and sentence, and a link back to the list. Every other unknown address goes home, after a
 * short message of its own. Both per language; the lists are the same in every language, but a
 * language's site has only the lists it builds (the collections are English only).
 */
import type {Localized} from './constants';

export type NotFoundSection = {
  /** The list's address; any path below it belongs to this section. */
  list: string;
  title: string;
  text: string;
  /** The link back to the list. */
  back: string;
};

/** The lists that have a not-found page of their own. */
export const NOT_FOUND_LISTS = ['/blog', '/newsletters', '/case-studies', '/docs', '/changelog'] as const;

type SectionCopy = Omit<NotFoundSection, 'list'>;

const SECTION_COPY: Localized<Record<(typeof NOT_FOUND_LISTS)[number], SectionCopy>> = {
  en: {
    '/blog': {
      title: 'Article Not Found',
      text: "The blog post you're looking for could not be found.",
      back: '← Back to Blog',
    },
    '/newsletters': {
      title: 'Issue Not Found',
      text: "The newsletter issue you're looking for could not be found.",
      back: '← Back to Newsletters',
    },
    '/case-studies': {
      title: 'Case Study Not Found',
      text: "The case study you're looking for could not be found.",
      back: '← Back to Case Studies',
    },
    '/docs': {
      title: 'Page Not Found',
      text: "This Help Center page doesn't exist or has moved. The Help Center home lists every guide.",
      back: '← Back to the Help Center',
    },
    '/changelog': {
      title: 'Release Note Not Found',
      text: "The release note you're looking for could not be found.",
      back: '← Back to Release Notes',
    },
  },
  es: {
    '/blog': {
      title: 'Artículo no encontrado',
      text: 'No encontramos el artículo del blog que buscas.',
      back: '← Volver al blog',
    },
    '/newsletters': {
      title: 'Número no encontrado',
      text: 'No encontramos el número del boletín que buscas.',
      back: '← Volver a los boletines',
    },
    '/case-studies': {
      title: 'Caso de éxito no encontrado',
      text: 'No encontramos el caso de éxito que buscas.',
      back: '← Volver a los casos de éxito',
    },
    '/docs': {
      title: 'Página no encontrada',
      text: 'Esta página del Centro de ayuda no existe o cambió de lugar. En la portada del Centro de ayuda están todas las guías.',
      back: '← Volver al Centro de ayuda',
    },
    '/changelog': {
      title: 'Nota de la versión no encontrada',
      text: 'No encontramos la nota de la versión que buscas.',
      back: '← Volver a las notas de la versión',
    },
  },
};

export const NOT_FOUND_SECTIONS: Localized<readonly NotFoundSection[]> = {
  en: NOT_FOUND_LISTS.map((list) => ({list, ...SECTION_COPY.en[list]})),
  es: NOT_FOUND_LISTS.map((list) => ({list, ...SECTION_COPY.es[list]})),
};

/** Any other unknown address: a short message and a link home, while the page sends the visitor there. */
export type NotFoundPageCopy = {title: string; description: string; text: string; home: string};

export const NOT_FOUND_COPY: Localized<NotFoundPageCopy> = {
  en: {
    title: 'Page not found',
    description: 'This address does not exist on the BudBot site.',
    text: "We couldn't find that address. If the home page doesn't open by itself in a moment, use the link below.",
    home: 'Go to the BudBot home page',
  },
  es: {
    title: 'Página no encontrada',
    description: 'Esta dirección no existe en el sitio de BudBot.',
    text: 'No encontramos esa dirección. Si la página de inicio no se abre sola en un momento, usa el enlace de abajo.',
    home: 'Ir a la página de inicio de BudBot',
  },
};

/** The page the static build writes for each section, served with a 404 status for unknown entries. */
export const NOT_FOUND_PAGE = '404';
