import {PRODUCT_SEARCH_NAMES, type ProductSearchName} from '@site/src/data/searchNames';

/** The agent, service or product page at `pathname` (a trailing slash, `.html`, query or hash ignored), if it is one. */
export function productSearchNameOf(
  pathname: string,
  names: readonly ProductSearchName[] = PRODUCT_SEARCH_NAMES,
): ProductSearchName | undefined {
  const path = pathname
    .split(/[?#]/)[0]!
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');
  return names.find((entry) => entry.path === path);
}

/** Pagefind's weight of a product's name on its own page: the highest it takes, above h1 (7). */
export const PRODUCT_NAME_WEIGHT = 10;
