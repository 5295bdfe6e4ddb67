import {describe, expect, it} from 'vitest';
import {placeholderRule, frontMatterRule} from '../contentCheck/rules/frontMatter';
import {truncateRule} from '../contentCheck/rules/structure';
import {parseDoc} from '../contentCheck/parse';
import {entryAddress, entryPath, entryText, slugify, NEW_KINDS, type NewEntry, type NewKind} from './template';

const entry = (kind: NewKind): NewEntry => ({
  kind,
  title: 'Five KPIs every budtender should know',
  slug: 'five-kpis-every-budtender-should-know',
  date: '2026-11-25',
  section: kind === 'doc' ? 'agents' : undefined,
  issueNumber: kind === 'newsletter' ? 48 : undefined,
});

/** What a writer would put in place of each placeholder: text long enough for every schema, and the right shape for the rest. */
function filledIn(text: string): string {
  return text
    .replace(/"FILL IN: (Business Intelligence), [^"]*"/, '$1')
    .replace(/"FILL IN: (New), [^"]*"/, '$1')
    .replace(/"FILL IN: (Help Center), [^"]*"/, '$1')
    .replace(/"FILL IN: reading time[^"]*"/, '"6 min read"')
    .replace(/"FILL IN: an author key[^"]*"/, 'maya-chen')
    .replace(/"FILL IN: ([^"]*)"/g, '"A sentence of real text that is long enough for search results and every field."')
    .replace(/FILL IN: [^\n]*/g, 'Real text.');
}

describe('slugify', () => {
  it('turns a title into lower-case words joined by hyphens', () => {
    expect(slugify('Five KPIs every budtender should know')).toBe('five-kpis-every-budtender-should-know');
    expect(slugify('  Café & Co: 2025’s best!  ')).toBe('cafe-and-co-2025-s-best');
  });
});

describe('entryPath and entryAddress', () => {
  it('puts each kind in its folder, dated where the collection dates file names', () => {
    expect(entryPath(entry('blog'))).toBe('blog/2026-11-25-five-kpis-every-budtender-should-know.mdx');
    expect(entryPath(entry('case-study'))).toBe('case-studies/five-kpis-every-budtender-should-know.mdx');
    expect(entryPath(entry('doc'))).toBe('docs/agents/five-kpis-every-budtender-should-know.mdx');
    expect(entryAddress(entry('newsletter'))).toBe('/newsletters/five-kpis-every-budtender-should-know');
    expect(entryAddress(entry('doc'))).toBe('/docs/agents/five-kpis-every-budtender-should-know');
  });
});

describe('entryText', () => {
  for (const kind of Object.keys(NEW_KINDS) as NewKind[]) {
    it(`${kind}: the check flags the placeholders until they are filled, and the filled-in file passes the build's schema`, () => {
      const file = entryPath(entry(kind));
      const text = entryText(entry(kind));
      // No YAML comments in the front matter, and no # title in the text (the front matter's is the title).
      expect(text.split('---')[1]).not.toMatch(/(^|\s)#/);
      expect(text).not.toMatch(/^# /m);
      const fresh = parseDoc(file, text);
      expect(fresh.frontMatter.title).toBe('Five KPIs every budtender should know');
      expect(placeholderRule(fresh).length).toBeGreaterThan(0);
      const done = parseDoc(file, filledIn(text));
      expect(placeholderRule(done)).toEqual([]);
      expect(frontMatterRule(done)).toEqual([]);
      expect(truncateRule(done)).toEqual([]);
    });
  }

  it('writes the truncate marker where the list pages cut the excerpt, and the date of the day', () => {
    expect(entryText(entry('blog'))).toContain('\n{/* truncate */}\n');
    expect(entryText(entry('changelog'))).not.toContain('truncate');
    expect(entryText(entry('newsletter'))).toMatch(/^issueNumber: 48$/m);
    expect(entryText(entry('blog'))).toMatch(/^date: 2026-11-25$/m);
  });
});
