/**
 * The content hub's numbers and teasers, computed from the collections index
 * (blog, case studies, newsletters) and the social hub's data, so a new MDX
 * file or social post shows up here without touching the page.
 */
import type {CollectionsIndex} from './collections/types';
import type {HubSectionKey} from '../data/contentHub';
import type {SocialPost} from '../data/social';
import {ENTRY_LABELS, type BlogCategory} from '../data/collectionPages';
import type {Locale} from '../data/constants';
import {formatShortDate} from './dates';

export type HubEntry = {
  id: string;
  title: string;
  description: string;
  /** Short line above the title: category, client, issue number or platform. */
  kicker: string;
  /** Date or read time, as shown. */
  meta: string;
  /** Internal permalink, or an external address (opens in a new tab). */
  to?: string;
  href?: string;
};

export type HubData = Record<HubSectionKey, {count: number; entries: HubEntry[]}>;

/** '2025-01-15' -> 'Jan 15, 2025' (in Spanish '15 ene 2025'), the same on server and client (UTC). */
export function formatDay(isoDay: string, locale: Locale = 'en'): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return formatShortDate(date, locale);
}

function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

/**
 * A post's first sentence as its title, the rest as its teaser. A colon does
 * not end the sentence ('Case study: a chain…' must not become 'Case study:').
 */
function splitPost(content: string): {title: string; description: string} {
  const [head = '', ...rest] = content.split(/(?<=[.!?])\s+/);
  return {title: excerpt(head, 90), description: rest.length ? excerpt(rest.join(' ')) : ''};
}

/**
 * The hub in `locale`: the collections' entries are English only, so on a translated page their
 * titles stay English and their English descriptions are left out, while what is said around them
 * (category, issue, date, read time) is in the page's language; the social posts are the page's own.
 */
export function buildHubData(
  index: CollectionsIndex,
  social: {posts: readonly SocialPost[]; updates: number; platform: string},
  locale: Locale = 'en',
  latest = 3,
): HubData {
  const labels = ENTRY_LABELS[locale];
  const describe = (description: string) => (labels.descriptions ? description : '');
  return {
    blog: {
      count: index.blog.count,
      entries: index.blog.latest.slice(0, latest).map((post) => ({
        id: post.id,
        title: post.title,
        description: describe(post.description),
        kicker: labels.categories[post.category as BlogCategory] ?? post.category,
        meta: formatDay(post.date, locale),
        to: post.permalink,
      })),
    },
    caseStudies: {
      count: index.caseStudies.count,
      entries: index.caseStudies.latest.slice(0, latest).map((study) => ({
        id: study.id,
        title: study.title,
        description: describe(study.description),
        kicker: [study.client, study.location].filter(Boolean).join(' · '),
        meta: formatDay(study.date, locale),
        to: study.permalink,
      })),
    },
    newsletters: {
      count: index.newsletters.count,
      entries: index.newsletters.latest.slice(0, latest).map((issue) => ({
        id: issue.id,
        title: issue.title,
        description: describe(issue.description),
        kicker: issue.issueNumber > 0 ? labels.issue(issue.issueNumber) : labels.newsletter,
        meta: [formatDay(issue.date, locale), issue.readTime && labels.readTime(issue.readTime)]
          .filter(Boolean)
          .join(' · '),
        to: issue.permalink,
      })),
    },
    social: {
      count: social.updates,
      entries: social.posts.slice(0, latest).map((post) => ({
        id: post.id,
        ...splitPost(post.content),
        kicker: social.platform,
        meta: post.date,
        href: post.url,
      })),
    },
  };
}
