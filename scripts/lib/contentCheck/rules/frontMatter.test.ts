import {describe, expect, it} from 'vitest';
import {parseDoc} from '../parse';
import {docPage, fakeSite, mdx} from '../testing';
import {askedAsRule, authorsRule, frontMatterRule, placeholderRule} from './frontMatter';

const POST = `slug: kpis
title: Dispensary KPIs to track
description: Ten key performance indicators every dispensary should track, with a formula for each.
category: Business Intelligence
date: 2025-01-28
authors: [maya-chen]
image: /img/blog/kpis.svg
mediaType: image`;

describe('frontMatterRule (the build’s zod schemas)', () => {
  it('passes a valid post and a valid Help Center page', () => {
    expect(frontMatterRule(parseDoc('blog/2025-01-28-kpis.mdx', mdx(POST, 'Text.')))).toEqual([]);
    expect(frontMatterRule(parseDoc('docs/integrations/treez.mdx', docPage('Text.')))).toEqual([]);
  });

  it('names the field and its line when a value is wrong', () => {
    const findings = frontMatterRule(
      parseDoc('blog/2025-01-28-kpis.mdx', mdx(POST.replace('Business Intelligence', 'Gossip'), 'Text.')),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'blog/2025-01-28-kpis.mdx',
        line: 5,
        column: 1,
        rule: 'front-matter',
        severity: 'error',
      }),
    ]);
    expect(findings[0]!.message).toMatch(/^field "category": /);
  });

  it('names a field the collection does not have (a typo) on its own line', () => {
    const findings = frontMatterRule(parseDoc('blog/2025-01-28-kpis.mdx', mdx(`${POST}\ndescripton: typo`, 'Text.')));
    expect(findings).toEqual([
      expect.objectContaining({line: 10, message: 'field "descripton" is not one this collection has (a typo?)'}),
    ]);
  });

  it('holds a Help Center page to its description bounds and a file without front matter to having one', () => {
    const short = parseDoc('docs/a.mdx', mdx('title: Short one\ndescription: Too short.'));
    expect(frontMatterRule(short).map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^field "description": must be at least 50 characters/),
    ]);
    expect(frontMatterRule(parseDoc('docs/a.mdx', 'Just text.'))[0]!.message).toMatch(/^no front matter/);
  });
});

describe('placeholderRule', () => {
  it('flags every value npm run new left, in the front matter and the text', () => {
    const doc = parseDoc(
      'docs/a.mdx',
      mdx('title: Treez\ndescription: "FILL IN: one sentence"', 'Intro.\n\n## FILL IN: heading\n'),
    );
    expect(placeholderRule(doc)).toEqual([
      expect.objectContaining({
        line: 3,
        rule: 'placeholder',
        message: 'field "description" still has its placeholder: one sentence',
      }),
      expect.objectContaining({line: 8, column: 4, message: 'replace this placeholder: heading'}),
    ]);
  });

  it('passes a filled-in file', () => {
    expect(placeholderRule(parseDoc('docs/a.mdx', docPage('Intro.\n\n## Heading\n')))).toEqual([]);
  });
});

describe('askedAsRule', () => {
  const page = (keys: string) =>
    parseDoc(
      'docs/a.mdx',
      mdx(
        `title: Treez\ndescription: ${'x'.repeat(60)}\nasked_as:\n${keys}`,
        'Intro.\n\n## Connect step by step\n\nText.\n\n## Sync limits\n\nText.\n',
      ),
    );
  it("passes '#' and the anchors of the page's headings", () => {
    expect(
      askedAsRule(
        page(
          "  '#':\n    - what is treez\n  '#connect-step-by-step':\n    - hook up treez\n  '#sync-limits':\n    - how many stores",
        ),
      ),
    ).toEqual([]);
  });
  it('names a key that is no section of the page, on its line, with the anchors it could be', () => {
    const findings = askedAsRule(page("  '#':\n    - what is treez\n  '#connect':\n    - hook up treez"));
    expect(findings).toEqual([expect.objectContaining({line: 7, rule: 'front-matter', severity: 'error'})]);
    expect(findings[0]!.message).toBe(
      `field "asked_as": "#connect" is no section of this page (a renamed heading?); its sections are '#' and '#connect-step-by-step', '#sync-limits'`,
    );
  });
});

describe('authorsRule', () => {
  const site = fakeSite({authors: {blog: ['maya-chen', 'jordan-alvarez']}});
  it('passes authors listed in the collection’s authors.yml', () => {
    expect(authorsRule(parseDoc('blog/2025-01-28-kpis.mdx', mdx(POST)), site)).toEqual([]);
  });
  it('flags an author key the build would not find', () => {
    const findings = authorsRule(parseDoc('blog/2025-01-28-kpis.mdx', mdx(POST.replace('maya-chen', 'maya'))), site);
    expect(findings).toEqual([
      expect.objectContaining({
        line: 7,
        rule: 'front-matter',
        message: expect.stringContaining('"maya" is not in blog/authors.yml'),
      }),
    ]);
  });
});
