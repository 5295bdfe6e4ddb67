import * as z from 'zod';

export const DEFAULT_FUNCTIONS_URL = '/functions/v1';

/**
 * The part of docusaurus.config `customFields` the forms read. Checked with
 * zod rather than cast, so a mistyped config shows up as the default base
 * URL plus a warning, not as a crash in a visitor's browser.
 */
const customFieldsSchema = z.object({
  functionsUrl: z
    .string()
    .trim()
    .min(1)
    .refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'must be a path or an http(s) URL')
    .optional(),
});

/** The functions base URL from `siteConfig.customFields`, without a trailing slash. */
export function functionsUrlFrom(customFields: unknown): string {
  const parsed = customFieldsSchema.safeParse(customFields ?? {});
  const url = parsed.success ? (parsed.data.functionsUrl ?? DEFAULT_FUNCTIONS_URL) : DEFAULT_FUNCTIONS_URL;
  return url.replace(/\/+$/, '');
}

/** The address of one function under the base URL. */
export function functionUrl(base: string, name: string, query?: Record<string, string>): string {
  const url = `${base.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
  if (!query || Object.keys(query).length === 0) return url;
  return `${url}?${new URLSearchParams(query).toString()}`;
}
