import * as z from 'zod';

/**
 * Front-matter schemas of the MDX collections (blog, newsletters, case studies, release notes). The blog plugin's own
 * validation only knows its standard keys; these add ours and are checked at
 * build time by `validateCollection` (see docusaurus.config.ts), so a bad field
 * fails the build with the file and the field named.
 */

const isoDate = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date like 2025-01-15')]);
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');
/** A picture made for sharing (LinkedIn, Slack, X), used instead of the generated card: a bitmap, as the networks draw no SVG. */
const socialImage = sitePath.regex(/\.(png|jpe?g)$/i, 'must be a PNG or JPEG (social networks show no SVG)');
/** A post kept out of the production build (Docusaurus's own `draft`); `npm run check` lets only drafts carry a future date. */
const draft = z.boolean().optional();
const faq = z.object({question: z.string().min(5), answer: z.string().min(10)}).strict();

export const BLOG_CATEGORIES = ['Business Intelligence', 'AI Technology', 'Market Analysis'] as const;

export const blogFrontMatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
    title: z.string().min(5),
    description: z.string().min(20),
    excerpt: z.string().min(20).optional(),
    category: z.enum(BLOG_CATEGORIES),
    date: isoDate,
    authors: z.union([z.string(), z.array(z.string()).min(1)]),
    image: sitePath,
    socialImage: socialImage.optional(),
    gif: sitePath.optional(),
    video: sitePath.optional(),
    mediaType: z.enum(['gif', 'video', 'image']),
    faqs: z.array(faq).default([]),
    keywords: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
    draft,
  })
  .strict()
  .superRefine((fm, ctx) => {
    if (fm.mediaType === 'gif' && !fm.gif)
      ctx.addIssue({code: 'custom', path: ['gif'], message: 'is required when mediaType is gif'});
    if (fm.mediaType === 'video' && !fm.video)
      ctx.addIssue({code: 'custom', path: ['video'], message: 'is required when mediaType is video'});
  });

export const newsletterFrontMatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    issueNumber: z.number().int().positive(),
    title: z.string().min(5),
    description: z.string().min(20),
    date: isoDate,
    readTime: z.string().regex(/^\d+ min read$/, "must read like '10 min read'"),
    topics: z.array(z.string().min(2)).min(2),
    preview: z.string().min(20),
    featured: z.boolean().default(false),
    image: sitePath,
    socialImage: socialImage.optional(),
    authors: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    aliases: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
    metrics: z.array(z.object({label: z.string(), value: z.string()}).strict()).min(1),
    keyInsights: z
      .array(
        z
          .object({value: z.string(), description: z.string(), color: z.enum(['green', 'blue', 'purple', 'orange'])})
          .strict(),
      )
      .default([]),
    spotlight: z
      .object({companyName: z.string(), quote: z.string().min(20), authorName: z.string(), authorTitle: z.string()})
      .strict(),
    keywords: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
    draft,
  })
  .strict();

const result = z
  .object({metric: z.string(), before: z.string(), after: z.string(), improvement: z.string(), description: z.string()})
  .strict();

export const caseStudyFrontMatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(5),
    description: z.string().min(20),
    client: z.string(),
    industry: z.string(),
    location: z.string(),
    challenge: z.string().min(20),
    solution: z.string().min(20),
    timeline: z.string(),
    date: isoDate,
    image: sitePath,
    socialImage: socialImage.optional(),
    featured: z.boolean().default(false),
    results: z.array(result).min(3),
    painPoints: z.array(z.string().min(10)).length(4),
    features: z.array(z.object({title: z.string(), description: z.string()}).strict()).length(4),
    quote: z.object({text: z.string().min(20), author: z.string(), role: z.string()}).strict(),
    faqs: z.array(faq).length(6),
    authors: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    keywords: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
    draft,
  })
  .strict();

export const CHANGELOG_KINDS = ['New', 'Improved', 'Fixed'] as const;
export const CHANGELOG_AREAS = [
  'Help Center',
  'Integrations',
  'Agents',
  'Admin tools',
  'Accessibility',
  'Compliance',
  'Account',
] as const;

const changelogFrontMatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens'),
    title: z.string().min(5),
    description: z.string().min(20).max(200),
    date: isoDate,
    kind: z.enum(CHANGELOG_KINDS),
    area: z.enum(CHANGELOG_AREAS),
    /** The short list shown on /changelog, one change a line. */
    highlights: z.array(z.string().min(10)).min(1).max(5),
    /** The Help Center page that explains the change. */
    docs: z
      .string()
      .regex(/^\/docs(\/[a-z0-9-]+)*$/, 'must be a Help Center path like /docs/integrations/treez')
      .optional(),
    keywords: z.array(z.string()).optional(),
    draft,
  })
  .strict();

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
export type ChangelogFrontMatter = z.infer<typeof changelogFrontMatterSchema>;
export type NewsletterFrontMatter = z.infer<typeof newsletterFrontMatterSchema>;
export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;

export const COLLECTION_SCHEMAS = {
  'blog': blogFrontMatterSchema,
  'newsletters': newsletterFrontMatterSchema,
  'case-studies': caseStudyFrontMatterSchema,
  'changelog': changelogFrontMatterSchema,
} as const;
export type CollectionId = keyof typeof COLLECTION_SCHEMAS;

/** Turns zod issues into one message naming the file and each failing field. */
export function describeFrontMatterErrors(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  - field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  return `Invalid front matter in ${file}:\n${lines.join('\n')}`;
}

export function validateFrontMatter<C extends CollectionId>(collection: C, file: string, frontMatter: unknown) {
  const parsed = COLLECTION_SCHEMAS[collection].safeParse(frontMatter);
  if (!parsed.success) throw new Error(describeFrontMatterErrors(file, parsed.error));
  return parsed.data as z.infer<(typeof COLLECTION_SCHEMAS)[C]>;
}
