import type {BlogFrontMatter, CaseStudyFrontMatter, ChangelogFrontMatter, NewsletterFrontMatter} from './frontMatter';

/**
 * Front matter is validated against the zod schemas at build time
 * (src/config/collections.ts), so pages only need its type and the schema's
 * defaults. Importing only types here keeps zod out of the collection pages'
 * JavaScript.
 */
export function blogFrontMatter(frontMatter: unknown): BlogFrontMatter {
  const fm = frontMatter as BlogFrontMatter;
  return {...fm, faqs: fm.faqs ?? []};
}

export function newsletterFrontMatter(frontMatter: unknown): NewsletterFrontMatter {
  const fm = frontMatter as NewsletterFrontMatter;
  return {...fm, featured: fm.featured ?? false, aliases: fm.aliases ?? [], keyInsights: fm.keyInsights ?? []};
}

export function caseStudyFrontMatter(frontMatter: unknown): CaseStudyFrontMatter {
  const fm = frontMatter as CaseStudyFrontMatter;
  return {...fm, featured: fm.featured ?? false};
}

export function changelogFrontMatter(frontMatter: unknown): ChangelogFrontMatter {
  return frontMatter as ChangelogFrontMatter;
}
