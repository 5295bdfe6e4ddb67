import {describe, expect, it} from 'vitest';
import {
  collectFrontMatterAliases,
  findMissingTargets,
  formatRedirectsFile,
  mergeRedirects,
  parseRedirectsFile,
} from './collectRedirects';
import {validateOptions, DEFAULT_OPTIONS} from './options';

const issue47 = {
  permalink: '/newsletters/holiday-shopping-behavior-analysis-cannabis-retail-insights',
  frontMatter: {aliases: ['cannabis-retail-intelligence-weekly-issue-47']},
};

describe('collectFrontMatterAliases', () => {
  it('turns each old slug into a sibling address of the post', () => {
    expect(collectFrontMatterAliases([issue47, {permalink: '/newsletters/issue-45', frontMatter: {}}])).toEqual([
      {from: '/newsletters/cannabis-retail-intelligence-weekly-issue-47', to: issue47.permalink},
    ]);
  });
});

describe('mergeRedirects', () => {
  it('joins the table and the aliases', () => {
    expect(mergeRedirects([{from: '/contact-us', to: '/contact'}], [{from: '/a', to: '/b'}])).toHaveLength(2);
  });

  it('refuses an alias declared twice', () => {
    expect(() => mergeRedirects([{from: '/a', to: '/b'}], [{from: '/a', to: '/c'}])).toThrow('/a is declared twice');
  });

  it('refuses an alias pointing at another alias', () => {
    expect(() =>
      mergeRedirects([
        {from: '/a', to: '/b'},
        {from: '/b', to: '/c'},
      ]),
    ).toThrow('/a → /b');
  });
});

describe('findMissingTargets', () => {
  it('names each alias whose target is not a page', () => {
    expect(
      findMissingTargets(
        [
          {from: '/contact-us', to: '/contact'},
          {from: '/x', to: '/nowhere'},
        ],
        ['/', '/contact'],
      ),
    ).toEqual(['/x → /nowhere: the target is not a page of the site']);
  });
});

describe('the _redirects file', () => {
  const redirects = [
    {from: '/contact-us', to: '/contact'},
    {from: '/newsletters/cannabis-retail-intelligence-weekly-issue-47', to: issue47.permalink},
  ];

  it('has one permanent redirect per line', () => {
    expect(formatRedirectsFile(redirects)).toContain('/contact-us /contact 301\n');
  });

  it('reads back what it writes', () => {
    expect(parseRedirectsFile(formatRedirectsFile(redirects))).toEqual(redirects);
  });

  it('rejects a malformed line', () => {
    expect(() => parseRedirectsFile('contact-us /contact 301')).toThrow('Malformed redirect line');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});

  it('fills the defaults', () => {
    expect(validate(undefined)).toMatchObject({redirects: [], aliasCollections: [], redirectsFile: '_redirects'});
  });

  it('rejects a relative alias and unknown keys, naming them', () => {
    expect(() => validate({redirects: [{from: 'contact-us', to: '/contact'}]})).toThrow('redirects.0.from');
    expect(() => validate({redirect: []})).toThrow('Invalid options for the redirects plugin');
  });
});
