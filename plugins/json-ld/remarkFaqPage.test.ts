import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Root} from 'mdast';
import remarkFaqPage, {extractFaqs} from './remarkFaqPage';

const PAGE = `import {ADA_WIDGET} from '@site/src/data/constants';

Intro paragraph that is not an answer.

## Why does the widget not appear on my menu?

Check that the snippet is on the page **before** the closing \`</body>\` tag.

1. Open your menu.
2. Search the source for \`budbot.js\`.

## Settings

Not a question, so not in the FAQ.

## Can I change the text size?

Yes, up to 200%.

### A detail

Still part of the answer.
`;

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).parse(source) as Root;

describe('extractFaqs', () => {
  it('pairs each ## question with the blocks up to the next ## heading', () => {
    expect(extractFaqs(parse(PAGE))).toEqual([
      {
        question: 'Why does the widget not appear on my menu?',
        answer:
          'Check that the snippet is on the page before the closing </body> tag.\n\nOpen your menu.\nSearch the source for budbot.js.',
      },
      {question: 'Can I change the text size?', answer: 'Yes, up to 200%.\n\nA detail\n\nStill part of the answer.'},
    ]);
  });

  it('finds nothing on a page without questions', () => {
    expect(extractFaqs(parse('## Install\n\nSteps.\n'))).toEqual([]);
  });
});

describe('remarkFaqPage', () => {
  const folder = path.join('/site', 'docs', 'troubleshooting');
  const run = (file: string) =>
    compile({value: PAGE, path: file}, {remarkPlugins: [[remarkFaqPage, {folders: [folder]}]], jsx: true}).then(String);

  it('adds the FAQPage component with the questions to a troubleshooting page', async () => {
    const code = await run(path.join(folder, 'widget-and-installation.mdx'));
    expect(code).toContain(
      'import {FaqPageStructuredData as __FaqPageStructuredData} from "@site/src/components/StructuredData"',
    );
    expect(code).toMatch(
      /<__FaqPageStructuredData faqs=\{\[\{\s*"question": "Why does the widget not appear on my menu\?"/,
    );
    expect(code).toContain('"Can I change the text size?"');
  });

  it('leaves other folders alone', async () => {
    expect(await run(path.join('/site', 'docs', 'account', 'plans.mdx'))).not.toContain('FaqPageStructuredData');
  });

  it('reads a translated page’s questions, opening mark included', async () => {
    const spanish = path.join('/site', 'i18n', 'es', 'docusaurus-plugin-content-docs', 'current', 'troubleshooting');
    const page =
      '## ¿Por qué no aparece el widget en mi menú?\n\nRevisa que el fragmento de código esté en la página.\n';
    expect(extractFaqs(parse(page))).toEqual([
      {
        question: '¿Por qué no aparece el widget en mi menú?',
        answer: 'Revisa que el fragmento de código esté en la página.',
      },
    ]);
    const code = await compile(
      {value: page, path: path.join(spanish, 'widget-and-installation.mdx')},
      {remarkPlugins: [[remarkFaqPage, {folders: [folder, spanish]}]], jsx: true},
    ).then(String);
    expect(code).toContain('"¿Por qué no aparece el widget en mi menú?"');
  });
});
