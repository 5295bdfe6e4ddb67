import type {RouteConfig} from '@docusaurus/types';
import {NOT_FOUND_SECTIONS, type NotFoundSection} from '../../src/data/notFound';
import {notFoundRouteOf} from '../../src/lib/notFound';

/**
 * One route per list: `/blog/404` renders the theme's not-found page, which reads the section from
 * the path. The server answers an unknown `/blog/{slug}` with that file and a 404 status, so the
 * page shows 'Article Not Found' before its scripts run and hydrates to the same words. A translated
 * build adds its prefix (`/es/docs/404`) and its page reads the language from it.
 */
export function notFoundRoutes(
  lists: readonly string[],
  component: string,
  // Every language has the same lists: the routes take the default language's.
  sections: readonly NotFoundSection[] = NOT_FOUND_SECTIONS.en,
): RouteConfig[] {
  return sections
    .filter(({list}) => lists.includes(list))
    .map((section) => ({path: notFoundRouteOf(section), component, exact: true}));
}
