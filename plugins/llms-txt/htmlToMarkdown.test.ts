import {describe, expect, it} from 'vitest';
import {htmlToMarkdown, parseContentRegion, readPageMeta} from './htmlToMarkdown.mjs';
import {DEFAULT_OPTIONS} from './options';

// Fragments copied from `docusaurus build` output (Docusaurus 3.10, theme-classic), hashes included.
const page = (content: string, tail = '') =>
  `<!doctype html><html><head><title>Install the widget | BudBot</title></head><body><nav class="navbar">Menu</nav><main><article>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Install the widget</h1></header>${content}</div>` +
  `</article><div class="tableOfContents_bqdL"><a href="#steps">Steps</a></div></main><footer class="footer">Footer</footer>${tail}</body></html>`;

const convert = (html: string, pageUrl = 'https://www.budbot.ai/docs/get-started/install-widget') =>
  htmlToMarkdown(html, {
    pageUrl,
    contentSelectors: DEFAULT_OPTIONS.contentSelectors,
    dropSelectors: DEFAULT_OPTIONS.dropSelectors,
  });

/** Markdown outside fenced code blocks, where no HTML may be left. */
const prose = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

const prismBlock = (language: string, title: string | null, lines: string[]) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH>` +
  (title ? `<div class=codeBlockTitle_OeMC>${title}</div>` : '') +
  `<pre tabindex=0 class="prism-code language-${language} codeBlock_bY9V"><code class=codeBlockLines_e6Vv>` +
  lines.map((line) => `<div class=token-line><span class="token plain">${line}</span><br/></div>`).join('') +
  `</code></pre><div class=buttonGroup__atx><button type=button aria-label="Copy code to clipboard" class="clean-btn">Copy</button></div></div></div>`;

describe('htmlToMarkdown', () => {
  it('takes only the article content, without the title, the navbar, the table of contents or the footer', () => {
    const markdown = convert(page('<p>Paste the snippet.</p>'))!;
    expect(markdown).toBe('Paste the snippet.');
  });

  it('keeps headings and drops their hash links', () => {
    const markdown = convert(
      page(
        '<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=steps>Steps<a href=#steps class=hash-link aria-label="Direct link to Steps">\u200b</a></h2><h3 id=a>Check it<a href=#a class=hash-link>\u200b</a></h3>',
      ),
    )!;
    expect(markdown).toBe('## Steps\n\n### Check it');
  });

  it('writes tables as GFM tables', () => {
    const markdown = convert(
      page('<table><thead><tr><th>Partner<th>Sync<tbody><tr><td>Dutchie<td>5 min<tr><td>Treez<td>15 min</table>'),
    )!;
    expect(markdown).toContain('| Partner | Sync   |');
    expect(markdown).toContain('| Dutchie | 5 min  |');
    expect(markdown.split('\n')).toHaveLength(4);
  });

  it('keeps a code block’s language, title and exact text (Prism lines joined, HTML unescaped), without the copy button', () => {
    const markdown = convert(
      page(
        prismBlock('html', 'index.html', [
          '&lt;script src="https://cdn.budbot.ai/w.js"&gt;&lt;/script&gt;',
          '  &lt;div class="x"&gt;hi&lt;/div&gt;',
        ]),
      ),
    )!;
    expect(markdown).toBe(
      '```html title="index.html"\n<script src="https://cdn.budbot.ai/w.js"></script>\n  <div class="x">hi</div>\n```',
    );
  });

  it('reads a code block that React streamed in after its fallback', () => {
    const html = page(
      '<!--$?--><template id=B:0></template><pre class=language-bash><code>npm install budbot\n</code></pre><!--/$-->',
      `<div hidden id=S:0>${prismBlock('bash', 'Terminal', ['npm install budbot'])}</div>`,
    );
    expect(convert(html)).toBe('```bash title="Terminal"\nnpm install budbot\n```');
  });

  it('keeps the fallback code block when the streamed part is missing', () => {
    const html = page(
      '<!--$?--><template id=B:3></template><pre class=language-bash><code>npm test\n</code></pre><!--/$-->',
    );
    expect(convert(html)).toBe('```bash\nnpm test\n```');
  });

  it('writes every tab, hidden ones included, under its label in bold', () => {
    const markdown = convert(
      page(
        '<div class="theme-tabs-container tabs-container tabList__CuJ"><ul role=tablist class=tabs><li role=tab aria-selected=true class="tabs__item">WordPress<li role=tab class="tabs__item">Shopify</ul>' +
          '<div class=margin-top--md><div role=tabpanel><p>Paste it in the footer.</div><div role=tabpanel hidden><p>Paste it in <code>theme.liquid</code>.</div></div></div>',
      ),
    )!;
    expect(markdown).toBe('**WordPress**\n\nPaste it in the footer.\n\n**Shopify**\n\nPaste it in `theme.liquid`.');
  });

  it('turns admonitions into quotes opening with their title', () => {
    const admonition = (kind: string, heading: string, body: string) =>
      `<div class="theme-admonition theme-admonition-${kind} admonition_xJq3 alert"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d="M0 0"/></svg></span>${heading}</div><div class=admonitionContent_BuS1>${body}</div></div>`;
    const markdown = convert(
      page(
        admonition('note', 'note', '<p>You need admin access.</p>') +
          admonition('warning', 'Before you paste', '<p>One snippet only.</p><p>Second line.</p>'),
      ),
    )!;
    expect(markdown).toBe(
      '> **Note:** You need admin access.\n\n> **Before you paste:** One snippet only.\n>\n> Second line.',
    );
  });

  it('makes links and images absolute, keeping anchors and external links', () => {
    const markdown = convert(
      page(
        '<p><a href=/docs/integrations/dutchie>Dutchie</a>, <a href=#steps>steps</a>, <a href=../verify-installation>verify</a>, <a href=https://dutchie.com target=_blank>site</a></p><p><img alt="Widget" src=/img/widget.svg></p>',
      ),
    )!;
    expect(markdown).toContain('[Dutchie](https://www.budbot.ai/docs/integrations/dutchie)');
    expect(markdown).toContain('[steps](https://www.budbot.ai/docs/get-started/install-widget#steps)');
    expect(markdown).toContain('[verify](https://www.budbot.ai/docs/verify-installation)');
    expect(markdown).toContain('[site](https://dutchie.com/)');
    expect(markdown).toContain('![Widget](https://www.budbot.ai/img/widget.svg)');
  });

  it('writes a value React split with comment markers as one word', () => {
    expect(convert(page('<p>The plan costs <strong>$<!-- -->79</strong> a month.</p>'))).toBe(
      'The plan costs **$79** a month.',
    );
  });

  it('opens details and lists doc cards as links with descriptions', () => {
    const markdown = convert(
      page(
        '<details class="details_lb9f alert"><summary>Why a snippet?</summary><div><div class=collapsibleContent_i85q><p>It loads last.</div></div></details>' +
          '<section class="row list_eTzJ"><article class="col docCardListItem_W1sv"><a class="card padding--lg cardContainer_fWXF" href=/docs/integrations/dutchie><h2 class="text--truncate cardTitle_rnsV" title=Dutchie>\u{1F4C4}\uFE0F Dutchie</h2><p class="text--truncate cardDescription_PWke" title="Sync your Dutchie menu.">Sync your Dutchie menu.</p></a></article></section>',
      ),
    )!;
    expect(markdown).toBe(
      '**Why a snippet?**\n\nIt loads last.\n\n- [Dutchie](https://www.budbot.ai/docs/integrations/dutchie): Sync your Dutchie menu.',
    );
  });

  it('leaves no HTML tag outside code blocks, even for text that looks like a tag', () => {
    const markdown = convert(
      page(
        '<p>Add &lt;script&gt; to the &lt;head&gt; of the page.</p><div class=custom_x><span>Plain</span> <b>bold</b></div>' +
          prismBlock('html', null, ['&lt;head&gt;']),
      ),
    )!;
    // `\<script>` is an escaped character in Markdown, not a tag.
    expect(prose(markdown)).not.toMatch(/(?<!\\)<[a-z/!]/i);
    expect(prose(markdown)).toContain('Add \\<script> to the \\<head>');
    expect(markdown).toContain('```html\n<head>\n```');
  });

  it('reads a blog post body and a collection body by their containers', () => {
    const post =
      '<html><body><main><div class="hero"><h1>Title</h1><p>Hero text</p></div><div class="markdown body_jzkC"><h2>Story</h2><p>Body.</p></div></main></body></html>';
    expect(convert(post, 'https://www.budbot.ai/case-studies/x')).toBe('## Story\n\nBody.');
  });

  it('returns null for a page with no content container', () => {
    expect(convert('<html><body><main><p>Marketing</p></main></body></html>')).toBeNull();
  });
});

describe('readPageMeta', () => {
  it('reads the title without the site suffix, and the description', () => {
    const html =
      '<html><head><title>Pricing | BudBot</title><meta name="description" content="Plans and prices."></head><body></body></html>';
    expect(readPageMeta(html)).toEqual({title: 'Pricing', description: 'Plans and prices.'});
  });
});

describe('parseContentRegion', () => {
  const page = (main: string, after = '') =>
    `<!doctype html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav>${main}<footer>Footer</footer>${after}</body></html>`;
  const texts = (root: ReturnType<typeof parseContentRegion>) => JSON.stringify(root);

  it('parses only <main> when the page has one', () => {
    const root = parseContentRegion(page('<main><p>Body</p></main>'));
    expect(texts(root)).toContain('Body');
    expect(texts(root)).not.toContain('Footer');
  });

  it('parses the whole page when it has no <main>, or React segments after it', () => {
    expect(texts(parseContentRegion(page('<div><p>Body</p></div>')))).toContain('Footer');
    expect(
      texts(
        parseContentRegion(
          page('<main><template id="B:0"></template></main>', '<div hidden id="S:0"><p>Late</p></div>'),
        ),
      ),
    ).toContain('Late');
  });
});
