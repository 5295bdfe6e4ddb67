/**
 * Words the site's shared pieces say by themselves, whatever page they are on: screen-reader notes,
 * region names, loading states, the footer's own lines. One `export const` per component, each a
 * `Localized` table the component reads with `useLocalized`.
 */
import type {Localized} from './constants';

/** Read after the name of a link that opens in a new tab (sr-only); starts with a space. */
export const NEW_TAB_NOTE: Localized<string> = {
  en: ' (opens in a new tab)',
  es: ' (se abre en una pestaña nueva)',
};

export type FooterUi = {
  /** The line under the logo. */
  tagline: string;
  followUs: string;
  reviews: string;
  /** The name of the footer's link navigation. */
  navLabel: string;
  copyright: (year: number, brand: string) => string;
};

export const FOOTER_UI: Localized<FooterUi> = {
  en: {
    tagline: 'The AI virtual budtender that sells like your best staff, around the clock',
    followUs: 'Follow us',
    reviews: 'Read our reviews',
    navLabel: 'Footer',
    copyright: (year, brand) => `Copyright © ${year} ${brand}. All rights reserved.`,
  },
  es: {
    tagline: 'El budtender virtual con IA que vende como tus mejores vendedores, a toda hora',
    followUs: 'Síguenos',
    reviews: 'Lee nuestras reseñas',
    navLabel: 'Pie de página',
    copyright: (year, brand) => `Copyright © ${year} ${brand}. Todos los derechos reservados.`,
  },
};

/** LiveFigure: read by screen readers while a server figure is on its way. */
export const LIVE_FIGURE_UI: Localized<{loading: string}> = {
  en: {loading: 'Loading'},
  es: {loading: 'Cargando'},
};

/** SiteToaster: the name of the toast region and of a toast's close button (sonner's defaults are the English ones). */
export const TOASTER_UI: Localized<{regionLabel: string; closeLabel: string}> = {
  en: {regionLabel: 'Notifications', closeLabel: 'Close toast'},
  es: {regionLabel: 'Notificaciones', closeLabel: 'Cerrar notificación'},
};

/** A table's scroll box (Help Center pages and posts): named after its header row, or generically without one. */
export const TABLE_UI: Localized<{named: (headers: readonly string[]) => string; unnamed: string}> = {
  en: {named: (headers) => `Table: ${headers.join(', ')}, scrolls sideways`, unnamed: 'Table, scrolls sideways'},
  es: {named: (headers) => `Tabla: ${headers.join(', ')}, se desplaza de lado`, unnamed: 'Tabla, se desplaza de lado'},
};

/** AliasRedirect: the page an old address shows while it sends the visitor on. */
export const ALIAS_REDIRECT_UI: Localized<{
  title: string;
  description: (to: string) => string;
  heading: string;
  /** Before the link to the new address; the sentence ends with a period after it. */
  nowAt: string;
}> = {
  en: {
    title: 'Page moved',
    description: (to) => `This address now lives at ${to}.`,
    heading: 'This page has moved',
    nowAt: 'It now lives at',
  },
  es: {
    title: 'Página trasladada',
    description: (to) => `Esta dirección ahora está en ${to}.`,
    heading: 'Esta página cambió de dirección',
    nowAt: 'Ahora está en',
  },
};

/** EntryFrame: the first crumb of an entry page's breadcrumb data. */
export const BREADCRUMB_UI: Localized<{home: string}> = {
  en: {home: 'Home'},
  es: {home: 'Inicio'},
};

export type SearchUi = {
  trigger: string;
  title: string;
  close: string;
  fieldLabel: string;
  placeholder: string;
  filtersLegend: string;
  /** Read between a result's title and its section (sr-only): "…, in Help Center". */
  inSection: string;
  unavailable: string;
  loading: string;
  prompt: string;
  none: (searched: string, where: string) => string;
  found: (count: number, top: boolean, searched: string, where: string) => string;
  /** " in Help Center" after a count when a filter is on. */
  where: (filter: string) => string;
};

/** The site search's dialog (src/theme/SearchBar). */
export const SEARCH_UI: Localized<SearchUi> = {
  en: {
    trigger: 'Search',
    title: 'Search the BudBot site',
    close: 'Close search',
    fieldLabel: 'Search pages, articles, newsletters and case studies',
    placeholder: 'Search articles, newsletters, pages…',
    filtersLegend: 'Show results from',
    inSection: ', in ',
    unavailable:
      'Search runs on the built site, and this preview has no search index yet. Run npm run build, then npm run serve, to try it.',
    loading: 'Loading search…',
    prompt: 'Type a word, e.g. “cart recovery” or “loyalty”. Use the arrow keys to move through results.',
    none: (searched, where) => `No results for “${searched}”${where}.`,
    found: (count, top, searched, where) =>
      `${top ? `Top ${count}` : count} result${count === 1 ? '' : 's'} for “${searched}”${where}.`,
    where: (filter) => ` in ${filter}`,
  },
  es: {
    trigger: 'Buscar',
    title: 'Buscar en el sitio de BudBot',
    close: 'Cerrar la búsqueda',
    fieldLabel: 'Buscar en las páginas y el Centro de ayuda',
    placeholder: 'Busca en el Centro de ayuda y las páginas…',
    filtersLegend: 'Mostrar resultados de',
    inSection: ', en ',
    unavailable:
      'La búsqueda funciona en el sitio compilado y esta vista previa aún no tiene índice. Ejecuta npm run build y luego npm run serve para probarla.',
    loading: 'Cargando la búsqueda…',
    prompt:
      'Escribe una palabra, por ejemplo “recuperación de carritos” o “lealtad”. Usa las flechas para moverte por los resultados.',
    none: (searched, where) => `No hay resultados para “${searched}”${where}.`,
    found: (count, top, searched, where) =>
      `${top ? `Los ${count} primeros resultados` : `${count} ${count === 1 ? 'resultado' : 'resultados'}`} para “${searched}”${where}.`,
    where: (filter) => ` en ${filter}`,
  },
};

/** Under a Help Center page: when it was last changed ("by" whom, where Git knows). */
export const LAST_UPDATED_UI: Localized<{on: string; by: string}> = {
  en: {on: 'Last updated on', by: 'by'},
  es: {on: 'Última actualización:', by: 'por'},
};

/** At the top of a translated page whose English page changed since it was translated. */
export const TRANSLATION_NOTICE_UI: Localized<{text: string; link: string}> = {
  en: {text: 'The page this translates was updated after this translation.', link: 'Read the updated page'},
  es: {
    text: 'La página en inglés se actualizó después de esta traducción, que puede no estar al día.',
    link: 'Lee la versión en inglés',
  },
};

/** The phone drawer's title, which names its dialog. */
export const DRAWER_UI: Localized<{title: string}> = {
  en: {title: 'Navigation Menu'},
  es: {title: 'Menú de navegación'},
};
