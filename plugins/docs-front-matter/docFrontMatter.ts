import * as z from 'zod';
import {describeFrontMatterErrors} from '../../src/lib/collections/frontMatter';

/**
 * The Help Center's front matter. The docs plugin accepts any key; this list is
 * what a writer may use, so a typo (`descripton`) or a field the theme would
 * silently ignore fails the build instead of shipping a page without its
 * search and social-card description.
 */
const required = {error: (issue: {input: unknown}) => (issue.input === undefined ? 'is required' : 'must be text')};

/**
 * Ask the Help Center: for each section ('#' for the page top, '#anchor' for a heading), questions staff ask that it
 * answers, in their own words. Searched, never shown: the site's front matter parser takes it out of the page's
 * bundle (plugins/ask-index/askedAs.ts), and the Ask index checks each key is a section of the page.
 */
export const askedAsSchema = z
  .record(
    z.string(),
    z
      .array(z.string().trim().min(8, 'must be a whole question (8 characters or more)').max(200))
      .min(1, 'must list at least one question'),
  )
  .superRefine((askedAs, context) => {
    // zod reports a bad record key as "Invalid key": say what a key is instead.
    for (const key of Object.keys(askedAs).filter((key) => !/^#[a-z0-9-]*$/.test(key))) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `"${key}" must be '#' (the page top) or '#' and a heading's anchor`,
      });
    }
  });

export const docFrontMatterSchema = z
  .object({
    title: z.string(required).min(3),
    description: z
      .string(required)
      .min(50, 'must be at least 50 characters (one full sentence for search results and social cards)')
      .max(160, 'must be at most 160 characters (search engines cut longer descriptions)'),
    sidebar_label: z.string().min(2).optional(),
    sidebar_position: z.number().optional(),
    keywords: z.array(z.string().min(2)).optional(),
    slug: z
      .string()
      .regex(/^\/?[a-z0-9/-]*$/, 'must be lower-case words joined by hyphens')
      .optional(),
    hide_table_of_contents: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    asked_as: askedAsSchema.optional(),
    // Set by the site's front matter parser on a translation whose English page changed since (plugins/i18n).
    translation_outdated: z.literal(true).optional(),
  })
  .strict();

/**
 * A translated Help Center page's front matter, as its writer writes it: the English page's fields, in its
 * language, and `translated_from`, the Git blob id of the English file it translates (`npm run translate`
 * writes it), by which the check tells when the English page changed since. The site's front matter parser
 * reads it and leaves it out of the page (plugins/i18n/frontMatter.ts).
 */
export const translatedDocFrontMatterSchema = docFrontMatterSchema.extend({
  translated_from: z
    .string({error: (issue) => (issue.input === undefined ? 'is required' : 'must be text')})
    .regex(
      /^[0-9a-f]{40}$/,
      'must be the Git blob id of the English page (40 hex digits): npm run translate writes it',
    ),
  translation_outdated: z.never().optional(),
});

/** The slice of a loaded doc the check reads. */
export type DocSource = {source: string; frontMatter: unknown};

/** One message per invalid doc, naming its file and each failing field; empty when all are valid. */
export function findDocFrontMatterErrors(docs: readonly DocSource[]): string[] {
  return docs.flatMap(({source, frontMatter}) => {
    const parsed = docFrontMatterSchema.safeParse(frontMatter);
    return parsed.success ? [] : [describeFrontMatterErrors(source.replace(/^@site\//, ''), parsed.error)];
  });
}
