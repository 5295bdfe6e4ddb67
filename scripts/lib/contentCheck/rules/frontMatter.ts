import type * as z from 'zod';
import {COLLECTION_SCHEMAS} from '../../../../src/lib/collections/frontMatter';
import {
  docFrontMatterSchema,
  translatedDocFrontMatterSchema,
} from '../../../../plugins/docs-front-matter/docFrontMatter';
import {DEFAULT_LOCALE} from '../../../../src/data/constants/locales';
import {CONTENT_CHECK} from '../../../../src/data/constants/contentCheck';
import {anchorsOfTree} from '../anchors';
import {findingAt} from '../finding';
import type {ParsedDoc} from '../parse';
import type {Site} from '../site';
import type {Finding, Kind} from '../types';

/** The schemas the build validates with (src/config/collections.ts and plugins/docs-front-matter). */
const SCHEMAS: Record<Kind, z.ZodType> = {...COLLECTION_SCHEMAS, docs: docFrontMatterSchema};

/** Front matter against the build's own zod schema, one finding per field. */
export function frontMatterRule(doc: ParsedDoc): Finding[] {
  if (doc.bodyStart === 0)
    return [
      findingAt(
        doc,
        {line: 1},
        'front-matter',
        'error',
        'no front matter: the file starts with a --- block of fields (npm run new writes one)',
      ),
    ];
  const schema =
    doc.kind === 'docs' && doc.locale !== DEFAULT_LOCALE ? translatedDocFrontMatterSchema : SCHEMAS[doc.kind];
  const parsed = schema.safeParse(doc.frontMatter);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        findingAt(
          doc,
          {line: doc.fieldLine([...issue.path, key])},
          'front-matter',
          'error',
          `field "${key}" is not one this collection has (a typo?)`,
        ),
      );
    }
    const field = issue.path.join('.') || '(front matter)';
    return [
      findingAt(doc, {line: doc.fieldLine(issue.path)}, 'front-matter', 'error', `field "${field}": ${issue.message}`),
    ];
  });
}

/** Values `npm run new` wrote for the writer to replace, in the front matter and in the text. */
export function placeholderRule(doc: ParsedDoc): Finding[] {
  const marker = CONTENT_CHECK.placeholder;
  const findings: Finding[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string' && value.includes(marker)) {
      findings.push(
        findingAt(
          doc,
          {line: doc.fieldLine(path)},
          'placeholder',
          'error',
          `field "${path.join('.')}" still has its placeholder: ${value.slice(value.indexOf(marker) + marker.length).trim()}`,
        ),
      );
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(doc.frontMatter, []);
  for (let at = doc.text.indexOf(marker, doc.bodyStart); at !== -1; at = doc.text.indexOf(marker, at + 1)) {
    const end = doc.text.indexOf('\n', at);
    findings.push(
      findingAt(
        doc,
        at,
        'placeholder',
        'error',
        `replace this placeholder: ${doc.text.slice(at + marker.length, end === -1 ? undefined : end).trim()}`,
      ),
    );
  }
  return findings;
}

/** Every author an entry names is in its collection's authors.yml (the build stops on an unknown key). */
export function authorsRule(doc: ParsedDoc, site: Site): Finding[] {
  const {authors} = doc.frontMatter;
  const keys =
    typeof authors === 'string'
      ? [authors]
      : Array.isArray(authors)
        ? authors.filter((key): key is string => typeof key === 'string')
        : [];
  const known = doc.kind === 'docs' ? null : site.authorKeys(doc.kind);
  if (!known) return [];
  return keys
    .filter((key) => !key.includes(CONTENT_CHECK.placeholder) && !known.has(key))
    .map((key) =>
      findingAt(
        doc,
        {line: doc.fieldLine(['authors'])},
        'front-matter',
        'error',
        `field "authors": "${key}" is not in ${doc.kind}/authors.yml (${[...known].join(', ')})`,
      ),
    );
}

/**
 * A Help Center page's `asked_as` keys name its sections: '#' (the page top) or '#' and the id of one of its headings.
 * The build fails on any other (plugins/ask-index); this says so in seconds, with the page's anchors.
 */
export function askedAsRule(doc: ParsedDoc): Finding[] {
  const askedAs = doc.frontMatter.asked_as;
  if (doc.kind !== 'docs' || !doc.tree || !askedAs || typeof askedAs !== 'object' || Array.isArray(askedAs)) return [];
  const anchors = anchorsOfTree(doc.tree);
  const frontMatter = doc.text.slice(0, doc.bodyStart);
  // The key's own line, quoted or not, below asked_as (fieldLine reads top-level fields only).
  const lineOf = (key: string) => {
    const at = frontMatter.search(new RegExp(`^\\s+['"]?${key.replace(/[-#]/g, '\\$&')}['"]?:`, 'm'));
    return at === -1 ? doc.fieldLine(['asked_as']) : doc.position(at).line;
  };
  return Object.keys(askedAs)
    .filter((key) => key !== '#' && !(key.startsWith('#') && anchors.has(key.slice(1))))
    .map((key) =>
      findingAt(
        doc,
        {line: lineOf(key)},
        'front-matter',
        'error',
        `field "asked_as": "${key}" is no section of this page (a renamed heading?); its sections are '#' and ${[...anchors].map((anchor) => `'#${anchor}'`).join(', ')}`,
      ),
    );
}
