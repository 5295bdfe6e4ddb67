/**
 * The slice of Pagefind's browser API the search box uses
 * (https://pagefind.app/docs/api/). The script is not part of the bundle: it
 * is written into the build by plugins/pagefind-search and fetched on demand.
 */
export type PagefindResultData = {
  url: string;
  /** Escaped page text with the matches wrapped in <mark>. */
  excerpt: string;
  meta: {title?: string};
};

export type PagefindResult = {id: string; data: () => Promise<PagefindResultData>};

export type PagefindApi = {
  options: (options: {baseUrl?: string; excerptLength?: number}) => Promise<void>;
  init: () => Promise<void> | void;
  preload: (term: string) => Promise<void>;
  /** Resolves null when a newer call superseded this one. */
  debouncedSearch: (term: string, options?: object, timeoutMs?: number) => Promise<{results: PagefindResult[]} | null>;
};

let loading: Promise<PagefindApi> | null = null;

/** Loads Pagefind once; a failure (no index, e.g. under `npm start`) can be retried later. */
export function loadPagefind(scriptUrl: string, baseUrl: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const api = (await import(/* webpackIgnore: true */ scriptUrl)) as PagefindApi;
    await api.options({baseUrl, excerptLength: 24});
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
