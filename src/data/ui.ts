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
    tagline: 'El budtender virtual con IA que vende como tu mejor personal, a toda hora',
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
