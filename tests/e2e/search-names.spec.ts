import {expect, test} from './support/test';
import {PRODUCT_SEARCH_NAMES} from '../../src/data/searchNames';

/**
 * Site search finds our products by name: over the built Pagefind
 * index, through Pagefind's own browser API as the search dialog loads it,
 * each agent, service and product page comes first for its name and for its
 * shorter terms, and the result is titled by the name, not the hero's slogan.
 */

type Top = {url: string; title: string | undefined};

test('every agent, service and product page ranks first for its own name, titled by it', async ({page}) => {
  await page.goto('/');
  const searches = PRODUCT_SEARCH_NAMES.flatMap(({path, name, terms}) =>
    [name, ...terms].map((term) => ({term, path, name})),
  );
  const tops = await page.evaluate(
    async (terms: string[]) => {
      type Result = {data: () => Promise<{url: string; meta: {title?: string}}>};
      type Pagefind = {init: () => Promise<void>; search: (term: string) => Promise<{results: Result[]}>};
      const pagefind = (await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string)) as Pagefind;
      await pagefind.init();
      const found: Record<string, Top | null> = {};
      for (const term of terms) {
        const first = (await pagefind.search(term)).results[0];
        const data = first ? await first.data() : null;
        found[term] = data ? {url: data.url, title: data.meta.title} : null;
      }
      return found;
    },
    searches.map(({term}) => term),
  );

  expect(searches.length).toBeGreaterThanOrEqual(PRODUCT_SEARCH_NAMES.length);
  for (const {term, path, name} of searches) {
    expect(tops[term], `first result for "${term}"`).toEqual({url: path, title: name});
  }
});
