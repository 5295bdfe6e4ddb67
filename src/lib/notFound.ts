import {NOT_FOUND_PAGE, NOT_FOUND_SECTIONS, type NotFoundSection} from '../data/notFound';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../data/constants';
import {existsIn, localizedPath, splitLocale} from './i18n/routes';

/**
 * The section an unknown path belongs to (`/blog/x` → the blog's), or null: then the visitor goes home.
 * `pathname` is a language's own path, without its `/{locale}` prefix.
 */
export function notFoundSectionFor(
  pathname: string,
  sections: readonly NotFoundSection[] = NOT_FOUND_SECTIONS[DEFAULT_LOCALE],
): NotFoundSection | null {
  const path = pathname.replace(/\/+$/, '');
  return sections.find(({list}) => path.startsWith(`${list}/`)) ?? null;
}

/** Where the section's not-found page is pre-rendered: `/blog/404`. */
export function notFoundRouteOf({list}: NotFoundSection): string {
  return `${list}/${NOT_FOUND_PAGE}`;
}

/**
 * The not-found message of a site address in its own language (`/es/docs/x` → the Spanish Help
 * Center's), or null for a path in no list of that language's site (`/es/blog/x`: the Spanish site
 * has no blog), which goes home.
 */
export function localizedNotFoundFor(address: string): {locale: Locale; section: NotFoundSection | null} {
  const {locale, path} = splitLocale(address, LOCALES);
  const sections = NOT_FOUND_SECTIONS[locale].filter(({list}) => existsIn(list, locale));
  return {locale, section: notFoundSectionFor(path, sections)};
}

/**
 * The pre-rendered page a server answers an unknown address with, in the address's language:
 * `/es/docs/x` → `/es/docs/404`, `/es/x` → `/es/404`, `/blog/x` → `/blog/404`, `/x` → `/404`.
 */
export function notFoundPageFor(address: string): string {
  const {locale, section} = localizedNotFoundFor(address);
  return localizedPath(section ? notFoundRouteOf(section) : `/${NOT_FOUND_PAGE}`, locale);
}
