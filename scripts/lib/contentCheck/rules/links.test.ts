import {describe, expect, it} from 'vitest';
import {parseDoc} from '../parse';
import {docPage, fakeSite} from '../testing';
import {linksRule} from './links';

const files = {
  'docs/integrations/treez.mdx': docPage('## Before you start\n\n## Field mapping\n'),
  'docs/account/roles.mdx': docPage('## Owner and Manager\n', 'Roles and permissions'),
  // The page under test; relative addresses resolve against its own.
  'docs/integrations/dutchie.mdx': docPage(''),
};
const site = fakeSite({
  files,
  routes: {'/pricing': {type: 'page', file: 'src/pages/pricing.tsx', permalink: '/pricing'}},
  assets: {'static/files/guide.pdf': {}},
});
const check = (body: string, file = 'docs/integrations/dutchie.mdx') => linksRule(parseDoc(file, docPage(body)), site);

describe('linksRule', () => {
  it('passes links to pages, files, headings and static files the site has', () => {
    expect(
      check(
        [
          '[pricing](/pricing) [Treez](/docs/integrations/treez#field-mapping) [roles](../account/roles.mdx#owner-and-manager)',
          '[sibling](treez) [here](#steps) [out](https://example.com) [mail](mailto:a@b.co) [pdf](/files/guide.pdf)',
          '',
          '## Steps',
          '',
          '<a href="/pricing">plans</a>',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('flags a link to a page the site does not have, with its line and column', () => {
    expect(check('Intro.\n\nSee [the guide](/docs/integrations/nowhere) now.')).toEqual([
      expect.objectContaining({
        line: 8,
        column: 5,
        rule: 'link',
        severity: 'error',
        message: 'link to /docs/integrations/nowhere: the site has no page at /docs/integrations/nowhere',
      }),
    ]);
  });

  it('flags a missing Markdown file, a missing heading and a missing anchor on the same page', () => {
    const messages = check(
      '[a](../account/nope.mdx) [b](/docs/integrations/treez#setup) [c](#nowhere) <Link to="/about">d</Link>',
    ).map((finding) => finding.message);
    expect(messages).toEqual([
      'link to ../account/nope.mdx: the site has no page at docs/account/nope.mdx',
      'link to /docs/integrations/treez#setup: /docs/integrations/treez has no heading or id "setup"',
      'link to #nowhere: this page has no heading or id "nowhere"',
      'link to /about: the site has no page at /about',
    ]);
  });

  it('checks the docs field of a release note', () => {
    const note = '---\nslug: fix\ntitle: A fix\ndocs: /docs/integrations/gone\n---\n\nText.\n';
    expect(linksRule(parseDoc('changelog/2026-01-01-fix.mdx', note), site)).toEqual([
      expect.objectContaining({line: 4, rule: 'link'}),
    ]);
  });
});
