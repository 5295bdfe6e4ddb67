import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as TheirHighlight, Prism as TheirPrism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {codeTheme} from '../../src/config/prismThemes';
import {REPO_ROOT, sourceFiles} from '../../src/lib/sourceFiles';
import {Highlight, Prism} from './prismReactRenderer';

/** Languages a code block may name to be shown as plain text on purpose. */
const PLAIN = new Set(['text', 'txt', 'plaintext']);

/** Every fenced code block of the content writers add (Markdown and MDX), with where it is. */
const blocks = sourceFiles(
  ['docs', 'blog', 'newsletters', 'case-studies', 'changelog', 'src/pages'],
  /\.mdx?$/,
).flatMap((file) =>
  [...readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(/^(`{3,})([\w-]*)[^\n]*\n([\s\S]*?)\n\1\s*$/gm)].map(
    (match) => ({file, language: match[2]!.toLowerCase(), code: match[3]!}),
  ),
);

/** The markup the theme's CodeBlock draws from a Highlight: lines of tokens, with their props. */
const render = (HighlightComponent: typeof Highlight, language: string, code: string) =>
  renderToStaticMarkup(
    createElement(HighlightComponent, {
      theme: codeTheme,
      language,
      code,
      children: ({className, style, tokens, getLineProps, getTokenProps}) =>
        createElement(
          'pre',
          {className, style},
          tokens.map((line, i) =>
            createElement(
              'span',
              {key: i, ...getLineProps({line})},
              line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
            ),
          ),
        ),
    }),
  );

/** Snippets in the languages both Prisms know, beyond what the content has today. */
const SAMPLES: Record<string, string> = {
  tsx: 'import {useState} from "react";\n\nexport function Cart({items}: {items: string[]}) {\n  const [open, setOpen] = useState(false); // why\n  return <button onClick={() => setOpen(!open)} aria-expanded={open}>{items.length} items</button>;\n}\n',
  js: 'const re = /budbot-(\\d+)/g;\nwindow.BudBot = {init(config) { return fetch(`/api/${config.id}`).then((r) => r.json()); }};\n',
  json: '{\n  "widget": {"position": "bottom-right", "delay": 2.5, "enabled": true, "tags": null}\n}\n',
  html: '<!-- BudBot -->\n<script src="https://cdn.budbot.ai/widget.js" data-id="abc" async></script>\n<style>.bb { color: red; }</style>\n',
  css: '@media (max-width: 600px) {\n  .budbot-launcher { inset: auto 16px 16px auto; }\n}\n',
  yaml: 'widget:\n  id: "abc" # the store\n  hours: [9, 21]\n',
  python: 'def basket(items: list[str]) -> int:\n    """Count."""\n    return len([i for i in items if i])\n',
  jsx: 'export default () => <Widget id="abc" />;\n',
  typescript:
    'type Lead = {email: string; stores?: number};\nexport const ok = (l: Lead): boolean => l.email.includes("@");\n',
};

describe('prism-react-renderer as the bundles see it (lean-client)', () => {
  it('has a grammar for every language a code block of the content names', () => {
    expect(blocks.length).toBeGreaterThan(10);
    const missing = blocks
      .filter(({language}) => language && !PLAIN.has(language) && !Prism.languages[language])
      .map(({file, language}) => `${file}: ${language}`);
    // A new language: import its grammar in prismReactRenderer.tsx (from prismjs/components).
    expect(missing).toEqual([]);
  });

  it('draws every code block of the content as prism-react-renderer does, in the languages it bundles', () => {
    const shared = blocks.filter(({language}) => TheirPrism.languages[language]);
    expect(new Set(shared.map(({language}) => language)).size).toBeGreaterThan(3);
    for (const {file, language, code} of shared)
      expect(render(Highlight, language, code), `${file} (${language})`).toBe(
        render(TheirHighlight as typeof Highlight, language, code),
      );
  });

  it.each(Object.entries(SAMPLES))('draws %s as prism-react-renderer does', (language, code) => {
    const ours = render(Highlight, language, code);
    expect(ours).toBe(render(TheirHighlight as typeof Highlight, language, code));
    expect(ours).toMatch(/class="token [a-z-]+"/);
  });

  it('draws a language without a grammar as plain lines, blank lines kept', () => {
    expect(render(Highlight, 'klingon', 'a\n\nb')).toBe(
      render(TheirHighlight as typeof Highlight, 'klingon', 'a\n\nb'),
    );
  });

  it('highlights the languages the content uses that the package left plain', () => {
    for (const language of ['bash', 'php', 'nginx']) expect(TheirPrism.languages[language]).toBeUndefined();
    expect(render(Highlight, 'bash', 'npm install --save budbot # the widget\n')).toContain('token comment');
  });

  it("evaluates in the browser's steps the grammars the server has, in the same order, each after Prism's core", () => {
    const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
    const server = [...read('prismReactRenderer.tsx').matchAll(/^import '\.\/prismGrammars\/(\w+)';$/gm)].map(
      (match) => match[1],
    );
    const steps = [
      ...read('prismGrammars/index.ts').matchAll(
        /import\(\/\* webpackChunkName: "code-highlighter" \*\/ '\.\/(\w+)'\)/g,
      ),
    ].map((match) => match[1]);
    expect(server.length).toBeGreaterThan(1);
    expect(steps).toEqual(server);
    for (const step of steps) expect(read(`prismGrammars/${step}.ts`)).toMatch(/^import '\.\.\/prismCore';$/m);
  });

  it('never highlights the page by itself: React owns the code elements', () => {
    expect(Prism.manual).toBe(true);
  });
});
