import {stringify} from 'yaml';
import {BLOG_CATEGORIES, CHANGELOG_AREAS, CHANGELOG_KINDS} from '../../../src/lib/collections/frontMatter';
import {CONTENT_CHECK} from '../../../src/data/constants/contentCheck';

/** What a writer can start with `npm run new`, and the folder each goes to. */
export const NEW_KINDS = {
  'blog': 'blog',
  'newsletter': 'newsletters',
  'case-study': 'case-studies',
  'changelog': 'changelog',
  'doc': 'docs',
} as const;
export type NewKind = keyof typeof NEW_KINDS;

export type NewEntry = {
  kind: NewKind;
  title: string;
  date: string;
  slug: string;
  section?: string;
  issueNumber?: number;
};

const P = CONTENT_CHECK.placeholder;
const fill = (what: string) => `${P} ${what}`;
const either = (options: readonly string[]) => `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;

/** A title as an address: lower-case words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The new file's site-relative path. */
export function entryPath({kind, date, slug, section}: NewEntry): string {
  if (kind === 'doc') return `docs/${section}/${slug}.mdx`;
  if (kind === 'case-study') return `case-studies/${slug}.mdx`;
  return `${NEW_KINDS[kind]}/${date}-${slug}.mdx`;
}

/** Its address under `npm start`. */
export function entryAddress({kind, slug, section}: NewEntry): string {
  return kind === 'doc' ? `/docs/${section}/${slug}` : `/${NEW_KINDS[kind]}/${slug}`;
}

const description = fill('one or two sentences for search results and social cards, 50 to 160 characters');
const faq = (n: number) => ({
  question: fill(`question ${n} a reader asks`),
  answer: fill(`its answer, two or three sentences`),
});

function frontMatterOf(entry: NewEntry): Record<string, unknown> {
  const {kind, title, date, slug} = entry;
  switch (kind) {
    case 'blog':
      return {
        slug,
        title,
        description,
        category: fill(either(BLOG_CATEGORIES)),
        date,
        authors: fill('an author key from blog/authors.yml'),
        image: `/img/blog/${slug}.svg`,
        mediaType: 'image',
      };
    case 'newsletter':
      return {
        slug,
        issueNumber: entry.issueNumber,
        title,
        description,
        date,
        readTime: fill("reading time, like '10 min read'"),
        topics: [fill('first topic'), fill('second topic')],
        preview: fill('two sentences shown on the newsletter archive'),
        featured: false,
        image: `/img/newsletters/${slug}.svg`,
        metrics: [{label: fill('what the figure measures'), value: fill('the figure')}],
        spotlight: {
          companyName: fill('the dispensary, and its city'),
          quote: fill('what its owner or manager said'),
          authorName: fill('their name'),
          authorTitle: fill('their role'),
        },
      };
    case 'case-study':
      return {
        slug,
        title,
        description,
        client: fill("the dispensary's name"),
        industry: fill('e.g. Cannabis retail, single-location dispensary'),
        location: fill('city and state, e.g. Portland, OR'),
        challenge: fill('the problem before BudBot, a short paragraph'),
        solution: fill('what BudBot did, a short paragraph'),
        timeline: fill("how long it took, e.g. '90 days'"),
        date,
        image: `/img/case-studies/${slug}.svg`,
        featured: false,
        results: [1, 2, 3].map((n) => ({
          metric: fill(`result ${n}`),
          before: fill('before'),
          after: fill('after'),
          improvement: fill("change, e.g. '+28%'"),
          description: fill('how it was measured'),
        })),
        painPoints: [1, 2, 3, 4].map((n) => fill(`pain point ${n}`)),
        features: [1, 2, 3, 4].map((n) => ({
          title: fill(`feature ${n}`),
          description: fill('what it did for this store'),
        })),
        quote: {text: fill("the client's words"), author: fill('their name'), role: fill('their role')},
        faqs: [1, 2, 3, 4, 5, 6].map(faq),
      };
    case 'changelog':
      return {
        slug,
        title,
        description,
        date,
        kind: fill(either(CHANGELOG_KINDS)),
        area: fill(either(CHANGELOG_AREAS)),
        highlights: [fill('the change in one line, as /changelog lists it')],
      };
    case 'doc':
      return {
        title,
        description,
        asked_as: {'#': [fill('a question staff would type that the opening paragraph answers, in their words')]},
      };
  }
}

function bodyOf(kind: NewKind): string {
  const section = `## ${fill("the first section's heading")}\n\n${fill("the section's text")}\n`;
  if (kind === 'changelog') return `${fill('what changed and who it helps, in a short paragraph')}\n`;
  if (kind === 'doc') return `${fill('what this page helps the reader do, in a short paragraph')}\n\n${section}`;
  return `${fill('the opening paragraph, shown on the list page')}\n\n${CONTENT_CHECK.truncateMarker}\n\n${section}`;
}

/** The new file's text: front matter with every required field (placeholders the check flags until filled) and a body to write in. */
export function entryText(entry: NewEntry): string {
  return `---\n${stringify(frontMatterOf(entry), {lineWidth: 0})}---\n\n${bodyOf(entry.kind)}`;
}
