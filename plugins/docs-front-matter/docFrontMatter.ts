import * as z from 'zod';
import {describeFrontMatterErrors} from '../../src/lib/collections/frontMatter';

/**
 * The Help Center's front matter. The docs plugin accepts any key; this list is
 * what a writer may use, so a typo (`descripton`) or a field the theme would
 * silently ignore fails the build instead of shipping a page without its
 * search and social-card description.
 */
const required = {error: (issue: {input: unknown}) => (issue.input === undefined ? 'is required' : 'must be text')};

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
    slug: z.string().regex(/^\/?[a-z0-9/-]*$/, 'must be lower-case words joined by hyphens').optional(),
    hide_table_of_contents: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
  })
  .strict();

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

/** The slice of a loaded doc the check reads. */
export type DocSource = {source: string; frontMatter: unknown};

/** One message per invalid doc, naming its file and each failing field; empty when all are valid. */
export function findDocFrontMatterErrors(docs: readonly DocSource[]): string[] {
  return docs.flatMap(({source, frontMatter}) => {
    const parsed = docFrontMatterSchema.safeParse(frontMatter);
    return parsed.success ? [] : [describeFrontMatterErrors(source.replace(/^@site\//, ''), parsed.error)];
  });
}
