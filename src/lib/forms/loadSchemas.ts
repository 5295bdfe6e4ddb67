/**
 * The form rules and zod, fetched the first time a visitor reaches for a form (focus, tap, submit)
 * or a counter asks the server for its numbers. Built on page load, the schemas were the largest
 * task of a form page's script on a phone; the bundler fetches the chunk once and caches it.
 */
export const loadSchemas = () => import(/* webpackChunkName: "form-schemas" */ './schemas');

/** react-hook-form's zod resolver, which brings zod's core with it. */
export const loadResolver = () => import(/* webpackChunkName: "form-schemas" */ '@hookform/resolvers/zod');

export type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
