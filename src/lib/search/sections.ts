/**
 * Which part of the site a page belongs to, by its path. Each page carries its
 * section as a Pagefind filter (src/theme/Layout), so a reader can narrow the
 * search to one part; each result names its part. The sections' names below are
 * the filter's values in every language's index; what a reader sees is
 * `SEARCH_LABELS` in the page's language.
 */
import {LOCALES, type Localized} from '../../data/constants';
import {splitLocale} from '../i18n/routes';

export const SEARCH_SECTIONS = [
  {label: 'Help Center', prefix: '/docs'},
  {label: 'Blog', prefix: '/blog'},
  {label: 'Newsletters', prefix: '/newsletters'},
  {label: 'Case studies', prefix: '/case-studies'},
  {label: 'Release notes', prefix: '/changelog'},
] as const;

/** Every page outside the sections above (home, pricing, agents…). */
export const OTHER_SECTION = 'Site pages';

export type SearchSection = (typeof SEARCH_SECTIONS)[number]['label'] | typeof OTHER_SECTION;

/** The choices above the results; "All" is no filter. */
export const SEARCH_FILTERS = ['All', 'Help Center', 'Blog', 'Newsletters', 'Case studies'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** What the reader sees for each section and filter, in the page's language. */
export const SEARCH_LABELS: Localized<Record<SearchSection | SearchFilter, string>> = {
  en: {
    'All': 'All',
    'Help Center': 'Help Center',
    'Blog': 'Blog',
    'Newsletters': 'Newsletters',
    'Case studies': 'Case studies',
    'Release notes': 'Release notes',
    'Site pages': 'Site pages',
  },
  es: {
    'All': 'Todo',
    'Help Center': 'Centro de ayuda',
    'Blog': 'Blog',
    'Newsletters': 'Boletines',
    'Case studies': 'Casos de éxito',
    'Release notes': 'Notas de la versión',
    'Site pages': 'Páginas del sitio',
  },
};

/** Name of the Pagefind filter every page sets. */
export const SECTION_FILTER = 'section';

/** `/docs/integrations/treez` (and `/es/docs/integrations/treez`) → 'Help Center'; `/blogroll` is not `/blog`. */
export function searchSectionOf(pathname: string): SearchSection {
  const path = splitLocale(pathname.split(/[?#]/)[0]!.replace(/\.html$/, ''), LOCALES).path;
  const found = SEARCH_SECTIONS.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`));
  return found?.label ?? OTHER_SECTION;
}

/** Pagefind's search options for a choice: no filter for All. */
export function searchOptionsFor(filter: SearchFilter): {filters?: Record<string, string>} {
  return filter === 'All' ? {} : {filters: {[SECTION_FILTER]: filter}};
}

/** Other components (the Help Center's search prompt) open the navbar search with this event. */
export const OPEN_SEARCH_EVENT = 'budbot:open-search';
export type OpenSearchDetail = {filter: SearchFilter};

export function requestSearch(filter: SearchFilter): void {
  window.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, {detail: {filter}}));
}
