import {NOT_FOUND_PAGE, NOT_FOUND_SECTIONS, type NotFoundSection} from '../data/notFound';

/** The section an unknown path belongs to (`/blog/x` → the blog's), or null: then the visitor goes home. */
export function notFoundSectionFor(
  pathname: string,
  sections: readonly NotFoundSection[] = NOT_FOUND_SECTIONS,
): NotFoundSection | null {
  const path = pathname.replace(/\/+$/, '');
  return sections.find(({list}) => path.startsWith(`${list}/`)) ?? null;
}

/** Where the section's not-found page is pre-rendered: `/blog/404`. */
export function notFoundRouteOf({list}: NotFoundSection): string {
  return `${list}/${NOT_FOUND_PAGE}`;
}
