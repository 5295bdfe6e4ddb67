import type {Heading} from 'mdast';
import {visit} from 'unist-util-visit';
import {BLOG_TITLE_SUFFIX, BRAND, TITLE_SUFFIX} from '../../../../src/data/constants/brand';
import {CONTENT_CHECK} from '../../../../src/data/constants/contentCheck';
import {findingAt, type RuleContext} from '../finding';
import type {ParsedDoc} from '../parse';
import {COLLECTION_KINDS, TRUNCATED_KINDS, type Site} from '../site';
import type {Finding, Kind, Severity} from '../types';

/**
 * The page's title is the front matter's (the one `#`); sections start at `##`
 * and go down one level at a time. The fix sets a heading to the level its
 * place allows, so its own sub-headings follow in the same pass.
 */
export function headingsRule(doc: ParsedDoc): Finding[] {
  if (!doc.tree) return [];
  const findings: Finding[] = [];
  let previous = 1;
  visit(doc.tree, 'heading', (heading: Heading) => {
    const offset = heading.position?.start.offset ?? 0;
    const atx = doc.text.slice(offset, offset + heading.depth) === '#'.repeat(heading.depth);
    let depth: number = heading.depth;
    if (depth === 1) {
      depth = 2;
      findings.push(
        findingAt(
          doc,
          offset,
          'heading',
          'error',
          'a # heading: the title comes from the front matter, so sections start at ## (the fix makes it one)',
          atx ? {offset, length: 1, text: '##'} : undefined,
        ),
      );
    } else if (depth > previous + 1) {
      depth = previous + 1;
      findings.push(
        findingAt(
          doc,
          offset,
          'heading',
          'error',
          `heading level skipped: ${'#'.repeat(heading.depth)} after ${'#'.repeat(previous)} (use ${'#'.repeat(depth)})`,
          atx ? {offset, length: heading.depth, text: '#'.repeat(depth)} : undefined,
        ),
      );
    }
    previous = depth;
  });
  return findings;
}

const TRUNCATE = /\{\s*\/\*\s*truncate\s*\*\/\s*\}|<!--\s*truncate\s*-->/;

/** A post, issue or case study marks where its list card's excerpt ends. */
export function truncateRule(doc: ParsedDoc): Finding[] {
  if (!TRUNCATED_KINDS.includes(doc.kind) || TRUNCATE.test(doc.text)) return [];
  return [
    findingAt(
      doc,
      doc.bodyStart,
      'truncate',
      'error',
      `no ${CONTENT_CHECK.truncateMarker} marker: put it on its own line after the opening paragraph`,
    ),
  ];
}

/** How long a description may be in each folder before it is an error rather than a warning. */
const LONG_DESCRIPTION: Record<Kind, Severity> = {
  'blog': 'warning',
  'newsletters': 'warning',
  'case-studies': 'warning',
  'changelog': 'error',
  'docs': 'error',
};

/**
 * The page as a search engine shows it: the title with the site's suffix
 * within 60 characters (a warning: it is cut, not broken), the description
 * within 50–160. An article's head description is its excerpt when it has one.
 */
export function searchResultRule(doc: ParsedDoc): Finding[] {
  const findings: Finding[] = [];
  const {title} = doc.frontMatter;
  if (typeof title === 'string' && title.trim()) {
    const suffix = doc.kind === 'blog' ? BLOG_TITLE_SUFFIX : TITLE_SUFFIX;
    const shown = `${title}${suffix}`;
    if (title.includes(`| ${BRAND}`)) {
      findings.push(
        findingAt(
          doc,
          {line: doc.fieldLine(['title'])},
          'search-title',
          'error',
          `field "title": leave out "${suffix.trim()}"; the site adds it`,
        ),
      );
    } else if (shown.length > CONTENT_CHECK.maxTitleLength) {
      findings.push(
        findingAt(
          doc,
          {line: doc.fieldLine(['title'])},
          'search-title',
          'warning',
          `"${shown}" is ${shown.length} characters; search results show about ${CONTENT_CHECK.maxTitleLength} (${shown.length - CONTENT_CHECK.maxTitleLength} too many)`,
        ),
      );
    }
  }
  // The Help Center's schema already holds its descriptions to these bounds.
  if (doc.kind === 'docs') return findings;
  const field = doc.kind === 'blog' && typeof doc.frontMatter.excerpt === 'string' ? 'excerpt' : 'description';
  const description = doc.frontMatter[field];
  if (typeof description !== 'string') return findings;
  const {min, max} = CONTENT_CHECK.description;
  const length = description.trim().length;
  if (length < min)
    findings.push(
      findingAt(
        doc,
        {line: doc.fieldLine([field])},
        'search-description',
        'error',
        `field "${field}" is ${length} characters; a search result's description needs ${min}–${max}`,
      ),
    );
  else if (length > max)
    findings.push(
      findingAt(
        doc,
        {line: doc.fieldLine([field])},
        'search-description',
        LONG_DESCRIPTION[doc.kind],
        `field "${field}" is ${length} characters; search results cut it after ${max}`,
      ),
    );
  return findings;
}

/** An entry's slug is its own across the four collections. */
export function uniqueSlugRule(doc: ParsedDoc, site: Site): Finding[] {
  const entry = site.entryByFile(doc.file);
  if (!entry || entry.kind === 'docs') return [];
  const others = site.entries.filter(
    (other) =>
      other.file !== doc.file &&
      other.slug === entry.slug &&
      (COLLECTION_KINDS as readonly Kind[]).includes(other.kind),
  );
  return others.map((other) =>
    findingAt(
      doc,
      {line: doc.fieldLine(['slug'])},
      'slug-unique',
      'error',
      `slug "${entry.slug}" is also ${other.file}'s; pick another`,
    ),
  );
}

/** A dated entry is not in the future unless it is a draft. */
export function futureDateRule(doc: ParsedDoc, site: Site, context: RuleContext): Finding[] {
  const entry = site.entryByFile(doc.file);
  if (!entry?.date || entry.draft || entry.date <= context.today) return [];
  return [
    findingAt(
      doc,
      {line: doc.fieldLine(['date'])},
      'future-date',
      'error',
      `dated ${entry.date}, after today (${context.today}): publish it with today's date, or add draft: true`,
    ),
  ];
}

/** Spaces at the end of a line (a fix removes them; for a line break, end the line with a backslash). */
export function trailingSpaceRule(doc: ParsedDoc): Finding[] {
  const findings: Finding[] = [];
  for (const match of doc.text.matchAll(/[ \t]+(?=\r?\n|$)/g)) {
    findings.push(
      findingAt(doc, match.index, 'trailing-space', 'warning', 'spaces at the end of the line', {
        offset: match.index,
        length: match[0].length,
        text: '',
      }),
    );
  }
  return findings;
}
