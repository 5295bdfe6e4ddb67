import {describe, expect, it} from 'vitest';
import {absoluteUrl, buildIndexBody, buildLlmsFull, buildLlmsTxt, buildTwin} from './buildLlmsTxt';
import {DEFAULT_OPTIONS, validateOptions} from './options';

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt({
    title: 'BudBot',
    summary: 'An AI virtual budtender\nfor dispensaries.',
    details: ['Each link is a Markdown copy.'],
    sections: [
      {
        title: 'Help Center',
        links: [
          {
            title: 'Dutchie',
            url: 'https://www.budbot.ai/docs/integrations/dutchie.md',
            description: 'Sync the\nDutchie menu.',
          },
          {title: 'Plans [2025]', url: 'https://www.budbot.ai/docs/account/plans.md'},
        ],
      },
      {title: 'Release notes', links: []},
      {
        title: 'Blog',
        links: [{title: 'AI at the counter', url: 'https://www.budbot.ai/blog/ai.md', description: 'Why.'}],
      },
    ],
  });

  it('follows the llmstxt.org layout: H1, quoted summary, paragraphs, H2 sections of links', () => {
    expect(text).toBe(
      [
        '# BudBot',
        '',
        '> An AI virtual budtender for dispensaries.',
        '',
        'Each link is a Markdown copy.',
        '',
        '## Help Center',
        '',
        '- [Dutchie](https://www.budbot.ai/docs/integrations/dutchie.md): Sync the Dutchie menu.',
        '- [Plans \\[2025\\]](https://www.budbot.ai/docs/account/plans.md)',
        '',
        '## Blog',
        '',
        '- [AI at the counter](https://www.budbot.ai/blog/ai.md): Why.',
        '',
      ].join('\n'),
    );
  });

  it('leaves an empty section out', () => {
    expect(text).not.toContain('Release notes');
  });
});

describe('twins and the full file', () => {
  it('puts the title as the only H1 before the content', () => {
    expect(buildTwin('Dutchie', '## Connect\n\nSteps.\n')).toBe('# Dutchie\n\n## Connect\n\nSteps.\n');
  });

  it('writes a generated index as its description and its pages', () => {
    const body = buildIndexBody(
      'Install the widget.',
      [{permalink: '/docs/get-started/overview', title: 'Overview', description: 'What happens.'}],
      (p) => `https://x.test${p}`,
    );
    expect(body).toBe('Install the widget.\n\n- [Overview](https://x.test/docs/get-started/overview): What happens.');
  });

  it('joins the pages in order, each with its title and source', () => {
    const full = buildLlmsFull({
      title: 'BudBot Help Center',
      summary: 'Answers.',
      pages: [
        {title: 'Help Center', url: 'https://x.test/docs', body: 'Start here.'},
        {title: 'Dutchie', url: 'https://x.test/docs/integrations/dutchie', body: '## Connect'},
      ],
    });
    expect(full).toBe(
      '# BudBot Help Center\n\n> Answers.\n\n---\n\n# Help Center\n\nSource: https://x.test/docs\n\nStart here.\n\n---\n\n# Dutchie\n\nSource: https://x.test/docs/integrations/dutchie\n\n## Connect\n',
    );
  });
});

describe('absoluteUrl', () => {
  it('makes absolute URLs from the site URL', () => {
    expect(absoluteUrl('https://www.budbot.ai', '/docs/index.md')).toBe('https://www.budbot.ai/docs/index.md');
    expect(absoluteUrl('https://staging.budbot.ai/', '/llms.txt')).toBe('https://staging.budbot.ai/llms.txt');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});

  it('fills the defaults', () => {
    expect(validate({})).toMatchObject({
      title: 'BudBot',
      docsTitle: 'Help Center',
      collectionTitles: {changelog: 'Release notes'},
    });
  });

  it('names a bad field', () => {
    expect(() => validate({summary: 'two\nlines'})).toThrow('summary: must be one line');
    expect(() => validate({optionalPages: ['pricing']})).toThrow('optionalPages.0');
    expect(() => validate({contentSelectors: []})).toThrow('contentSelectors');
    expect(() => validate({unknown: true})).toThrow('llms-txt');
  });
});
