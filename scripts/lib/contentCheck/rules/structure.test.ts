import {describe, expect, it} from 'vitest';
import {applyFixes} from '../fix';
import {parseDoc} from '../parse';
import {docPage, fakeSite, mdx} from '../testing';
import {
  futureDateRule,
  headingsRule,
  searchResultRule,
  trailingSpaceRule,
  truncateRule,
  uniqueSlugRule,
} from './structure';

describe('headingsRule', () => {
  it('passes sections that start at ## and go down one level at a time', () => {
    expect(headingsRule(parseDoc('docs/a.mdx', docPage('## One\n\n### One a\n\n## Two\n')))).toEqual([]);
  });

  it('flags a # heading and a skipped level, and the fix sets each to the level its place allows', () => {
    const doc = parseDoc('docs/a.mdx', docPage('# Title again\n\n## One\n\n#### Too deep\n\n##### Deeper\n'));
    const findings = headingsRule(doc);
    expect(findings.map((finding) => [finding.line, finding.message])).toEqual([
      [6, 'a # heading: the title comes from the front matter, so sections start at ## (the fix makes it one)'],
      [10, 'heading level skipped: #### after ## (use ###)'],
      [12, 'heading level skipped: ##### after ### (use ####)'],
    ]);
    const {text} = applyFixes(
      doc.text,
      findings.map((finding) => finding.fix!),
    );
    expect(text.slice(doc.bodyStart)).toBe('\n## Title again\n\n## One\n\n### Too deep\n\n#### Deeper\n');
    expect(headingsRule(parseDoc('docs/a.mdx', text))).toEqual([]);
  });
});

describe('truncateRule', () => {
  const post = (body: string) => parseDoc('blog/2025-01-28-kpis.mdx', mdx('slug: kpis\ntitle: KPIs', body));
  it('passes a post with its marker, and a release note without one', () => {
    expect(truncateRule(post('Intro.\n\n{/* truncate */}\n\n## More\n'))).toEqual([]);
    expect(truncateRule(parseDoc('changelog/2026-01-01-fix.mdx', mdx('slug: fix', 'A fix.')))).toEqual([]);
  });
  it('flags a post without one', () => {
    expect(truncateRule(post('Intro.\n\n## More\n'))).toEqual([
      expect.objectContaining({rule: 'truncate', severity: 'error', line: 5}),
    ]);
  });
});

describe('searchResultRule', () => {
  const description = 'A fix for Dutchie accounts with more than ten locations, where the nightly sync could stop.';
  const note = (title: string, text = description) =>
    parseDoc('changelog/2026-01-01-fix.mdx', mdx(`slug: fix\ntitle: "${title}"\ndescription: ${text}`));
  it('passes a title that fits with " | BudBot" and a description of 50–160 characters', () => {
    expect(searchResultRule(note('Dutchie menus sync fully again'))).toEqual([]);
  });
  it('warns about a title cut in search results, counting the blog’s longer suffix', () => {
    const title = 'Dispensary KPIs That Mattered in 2024: What to Do';
    expect(searchResultRule(note(title))).toEqual([]);
    const post = parseDoc(
      'blog/2025-01-28-kpis.mdx',
      mdx(`slug: kpis\ntitle: "${title}"\ndescription: ${description}`),
    );
    expect(searchResultRule(post)).toEqual([
      expect.objectContaining({
        rule: 'search-title',
        severity: 'warning',
        line: 3,
        message: expect.stringContaining('is 63 characters'),
      }),
    ]);
  });
  it('flags a title that repeats the suffix the site adds', () => {
    expect(searchResultRule(note('Dutchie sync | BudBot'))[0]).toMatchObject({rule: 'search-title', severity: 'error'});
  });
  it('flags a description too short everywhere, and too long as an error in release notes but a warning in posts', () => {
    expect(searchResultRule(note('Dutchie sync fix', 'Short.'))[0]).toMatchObject({
      rule: 'search-description',
      severity: 'error',
      line: 4,
    });
    const long = 'x'.repeat(170);
    expect(searchResultRule(note('Dutchie sync fix', long))[0]).toMatchObject({severity: 'error'});
    const post = parseDoc(
      'blog/2025-01-28-kpis.mdx',
      mdx(`slug: kpis\ntitle: KPIs\ndescription: ${long}\nexcerpt: ${description}`),
    );
    expect(searchResultRule(post)).toEqual([]);
    const noExcerpt = parseDoc('blog/2025-01-28-kpis.mdx', mdx(`slug: kpis\ntitle: KPIs\ndescription: ${long}`));
    expect(searchResultRule(noExcerpt)[0]).toMatchObject({
      severity: 'warning',
      message: 'field "description" is 170 characters; search results cut it after 160',
    });
  });
});

describe('uniqueSlugRule and futureDateRule', () => {
  const files = {
    'blog/2025-01-28-kpis.mdx': mdx('slug: kpis\ndate: 2025-01-28'),
    'newsletters/2024-11-24-kpis.mdx': mdx('slug: kpis\ndate: 2024-11-24'),
    'changelog/2026-12-01-later.mdx': mdx('slug: later\ndate: 2026-12-01'),
    'changelog/2026-12-02-draft.mdx': mdx('slug: draft\ndate: 2026-12-02\ndraft: true'),
  };
  const site = fakeSite({files});
  const doc = (file: keyof typeof files) => parseDoc(file, files[file]);
  it('flags a slug another collection uses, and passes one of its own', () => {
    expect(uniqueSlugRule(doc('blog/2025-01-28-kpis.mdx'), site)).toEqual([
      expect.objectContaining({
        line: 2,
        rule: 'slug-unique',
        message: `slug "kpis" is also newsletters/2024-11-24-kpis.mdx's; pick another`,
      }),
    ]);
    expect(uniqueSlugRule(doc('changelog/2026-12-01-later.mdx'), site)).toEqual([]);
  });
  it('flags a date after today unless the entry is a draft', () => {
    const today = {root: '.', today: '2026-11-25'};
    expect(futureDateRule(doc('changelog/2026-12-01-later.mdx'), site, today)).toEqual([
      expect.objectContaining({line: 3, rule: 'future-date'}),
    ]);
    expect(futureDateRule(doc('changelog/2026-12-02-draft.mdx'), site, today)).toEqual([]);
    expect(futureDateRule(doc('blog/2025-01-28-kpis.mdx'), site, today)).toEqual([]);
  });
});

describe('trailingSpaceRule', () => {
  it('passes clean lines and flags (and fixes) spaces at the end of one', () => {
    expect(trailingSpaceRule(parseDoc('docs/a.mdx', docPage('Clean.\n')))).toEqual([]);
    const doc = parseDoc('docs/a.mdx', docPage('Text.  \nMore.\t\n'));
    const findings = trailingSpaceRule(doc);
    expect(findings.map((finding) => [finding.line, finding.column, finding.severity])).toEqual([
      [6, 6, 'warning'],
      [7, 6, 'warning'],
    ]);
    expect(
      applyFixes(
        doc.text,
        findings.map((finding) => finding.fix!),
      ).text.endsWith('Text.\nMore.\n'),
    ).toBe(true);
  });
});
