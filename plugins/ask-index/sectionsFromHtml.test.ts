import {fromParse5} from 'hast-util-from-parse5';
import type {Root} from 'hast';
import {parse} from 'parse5';
import {describe, expect, it} from 'vitest';
import {sectionsFromHtml, splitSentences} from './sectionsFromHtml.mjs';

const tree = (html: string) => fromParse5(parse(`<!doctype html><html><body>${html}</body></html>`)) as Root;

/** A doc page as Docusaurus 3 renders it: header, headings with hash links, tabs, an admonition, a table, a code block. */
const PAGE = `
<nav class="navbar"><a href="/">Home</a><p>Navbar text.</p></nav>
<article><div class="theme-doc-markdown markdown">
  <header><h1>Connect Dutchie to BudBot</h1></header>
  <p>Dutchie is both a point of sale and an online menu. Plan on about 15 minutes per location.</p>
  <h2 class="anchor anchorWithStickyNavbar_x" id="before-you-start">Before you start<a href="#before-you-start" class="hash-link" aria-label="Direct link to Before you start" title="Direct link">\u200b</a></h2>
  <ul><li><strong>A Dutchie Backoffice login.</strong> A budtender login cannot create API keys.<ul><li>Nested item, in its own words.</li></ul></li></ul>
  <div class="theme-admonition theme-admonition-tip admonition_x alert alert--success"><div class="admonitionHeading_x"><span class="admonitionIcon_x"></span>Clean data, better answers</div><div class="admonitionContent_x"><p>BudBot recommends from what Dutchie tells it.</p></div></div>
  <h2 id="install-on-your-platform">Install on your platform<a href="#install-on-your-platform" class="hash-link">\u200b</a></h2>
  <div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab">Plain HTML</li><li role="tab">WordPress</li></ul>
    <div class="margin-top--md"><div role="tabpanel" class="tabItem_x"><p>Paste the snippet before the closing body tag.</p></div>
    <div role="tabpanel" class="tabItem_x" hidden=""><p>Use a header and footer plugin.</p></div></div></div>
  <div class="language-html theme-code-block"><div class="codeBlockTitle_x">footer.html</div><pre><code>&lt;script src="x"&gt;&lt;/script&gt;</code></pre></div>
  <h3 id="field-mapping">Field mapping<a href="#field-mapping" class="hash-link">\u200b</a></h3>
  <table><thead><tr><th>Dutchie field</th><th>BudBot field</th></tr></thead><tbody><tr><td>Product name</td><td>Name</td></tr></tbody></table>
  <dl><div><dt>Menu</dt><dd>Yes</dd></div></dl>
  <h2 id="empty-heading">Empty heading<a href="#empty-heading" class="hash-link">\u200b</a></h2>
  <h3 id="why-is-a-product-missing">Why is a product missing?<a href="#why-is-a-product-missing" class="hash-link">\u200b</a></h3>
  <p>Check three things in Dutchie: the product has stock above zero. Then select <strong>Sync now</strong>.</p>
</div></article>
<footer class="footer"><p>Footer text.</p></footer>`;

describe('sectionsFromHtml', () => {
  const sections = sectionsFromHtml(tree(PAGE), {
    page: '/docs/integrations/dutchie',
    pageTitle: 'Connect Dutchie to BudBot',
  });

  it('splits the page by heading, with the rendered heading ids as anchors and the page top first', () => {
    expect(sections.map((section) => section.anchor)).toEqual([
      '',
      'before-you-start',
      'install-on-your-platform',
      'field-mapping',
      'why-is-a-product-missing',
    ]);
    expect(sections.map((section) => section.url)).toEqual([
      '/docs/integrations/dutchie',
      '/docs/integrations/dutchie#before-you-start',
      '/docs/integrations/dutchie#install-on-your-platform',
      '/docs/integrations/dutchie#field-mapping',
      '/docs/integrations/dutchie#why-is-a-product-missing',
    ]);
    expect(sections[0]!.heading).toBe('Connect Dutchie to BudBot');
    expect(sections[4]!.heading).toBe('Why is a product missing?');
  });

  it('keeps the sentences as the page shows them, nested list items and admonition text included', () => {
    expect(sections[0]!.sentences).toEqual([
      'Dutchie is both a point of sale and an online menu.',
      'Plan on about 15 minutes per location.',
    ]);
    expect(sections[1]!.sentences).toEqual([
      'A Dutchie Backoffice login.',
      'A budtender login cannot create API keys.',
      'Nested item, in its own words.',
      'BudBot recommends from what Dutchie tells it.',
    ]);
    expect(sections[4]!.sentences).toEqual([
      'Check three things in Dutchie: the product has stock above zero.',
      'Then select Sync now.',
    ]);
  });

  it('includes every tab, and leaves out tab labels, code blocks, heading links, admonition titles and the page chrome', () => {
    expect(sections[2]!.sentences).toEqual([
      'Paste the snippet before the closing body tag.',
      'Use a header and footer plugin.',
    ]);
    const all = sections.flatMap((section) => [section.heading, ...section.sentences]).join('\n');
    for (const absent of ['WordPress', 'footer.html', '<script', 'Clean data', 'Navbar text', 'Footer text', '\u200b'])
      expect(all).not.toContain(absent);
  });

  it('reads a table row, or a term with its description, as one line', () => {
    expect(sections[3]!.sentences).toEqual(['Dutchie field | BudBot field', 'Product name | Name', 'Menu | Yes']);
  });

  it('finds nothing on a page without the docs content container', () => {
    expect(sectionsFromHtml(tree('<main><p>Not a doc.</p></main>'), {page: '/x', pageTitle: 'X'})).toEqual([]);
  });
});

describe('splitSentences', () => {
  it('splits at a full stop, question or exclamation mark before a capital, digit or quote', () => {
    expect(splitSentences('Copy the key. Dutchie may show it once! Why? "Sync now" works. 2 to 10 minutes.')).toEqual([
      'Copy the key.',
      'Dutchie may show it once!',
      'Why?',
      '"Sync now" works.',
      '2 to 10 minutes.',
    ]);
  });

  it('keeps decimals, domains and lower-case continuations inside one sentence', () => {
    expect(splitSentences('Amounts are strings ("84.50") on api.budbot.ai, e.g. the total.')).toEqual([
      'Amounts are strings ("84.50") on api.budbot.ai, e.g. the total.',
    ]);
  });
});
