import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './support/test';
import {COPY_PAGE as COPY_PAGE_BY_LOCALE} from '../../src/data/copyPage';
import {sitemapRoutes} from './support/routes';

/** The English site's words. */
const COPY_PAGE = COPY_PAGE_BY_LOCALE.en;

/**
 * The site as AI assistants read it (plugins/llms-txt): /llms.txt and its links, the Markdown
 * twins, /llms-full.txt, and the Help Center's "Copy page" button, on the production build.
 */

const MARKDOWN = 'text/markdown; charset=utf-8';
const PLAIN = 'text/plain; charset=utf-8';
const DOC = '/docs/integrations/dutchie';

type Listed = {section: string; title: string; path: string};

/** The links of llms.txt with their section, as site paths (the file holds absolute URLs of SITE_URL). */
async function llmsLinks(request: APIRequestContext): Promise<Listed[]> {
  const text = await (await request.get('/llms.txt')).text();
  let section = '';
  const links: Listed[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const link = /^- \[(.+?)\]\((https?:\/\/[^)]+)\)/.exec(line);
    if (link) links.push({section, title: link[1]!.replace(/\\([[\]])/g, '$1'), path: new URL(link[2]!).pathname});
  }
  return links;
}

/** Markdown outside fenced code blocks: where no HTML or JSX may be left. */
/** The Markdown outside code blocks, autolinks (`<hello@budbot.ai>`, `<https://…>`) left out: they are Markdown, not tags. */
const prose = (markdown: string) =>
  markdown.replace(/```[\s\S]*?```/g, '').replace(/<(?:[^\s<>@]+@[^\s<>]+|https?:\/\/[^\s<>]+)>/g, '');

test.describe('llms.txt', () => {
  test('follows the llmstxt.org layout, served as plain text', async ({request}) => {
    const res = await request.get('/llms.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(PLAIN);
    const text = await res.text();
    expect(text.startsWith('# BudBot\n\n> ')).toBe(true);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 4)).toEqual(['Help Center', 'Blog', 'Newsletters', 'Case studies']);
    expect(sections.at(-1)).toBe('Optional');
    expect(text).toMatch(/^- \[[^\]]*Dutchie[^\]]*\]\(https?:\/\/[^)]+\/docs\/integrations\/dutchie\.md\)/m);
  });

  test('every link resolves: twins as Markdown, optional pages as HTML', async ({request}) => {
    const links = await llmsLinks(request);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const res = await request.get(link.path);
      expect(res.status(), link.path).toBe(200);
      if (link.section === 'Optional') {
        expect(res.headers()['content-type'], link.path).toContain('text/html');
        continue;
      }
      expect(link.path, link.title).toMatch(/\.md$/);
      expect(res.headers()['content-type'], link.path).toBe(MARKDOWN);
      expect((await res.text()).split('\n')[0], link.path).toBe(`# ${link.title}`);
    }
  });

  test('lists every Help Center page of the sitemap', async ({request}) => {
    const listed = new Set((await llmsLinks(request)).filter((l) => l.section === 'Help Center').map((l) => l.path));
    const docs = sitemapRoutes().filter((route) => route === '/docs' || route.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(10);
    for (const route of docs) expect(listed, route).toContain(route === '/docs' ? '/docs/index.md' : `${route}.md`);
  });
});

test.describe('Markdown twins', () => {
  test('a doc twin has its title and no HTML or JSX', async ({request}) => {
    const res = await request.get(`${DOC}.md`);
    expect(res.headers()['content-type']).toBe(MARKDOWN);
    const markdown = await res.text();
    // The guide's own title, the one h1.
    expect(markdown).toMatch(/^# [^\n]*Dutchie[^\n]*\n/);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
    // A tag, a component or an import line; `\<` is an escaped character, not a tag.
    expect(prose(markdown)).not.toMatch(/(?<!\\)<\/?[A-Za-z!]|^import\s|^export\s|className=/m);
    expect(markdown).not.toMatch(/\]\(\/(?!\/)/);
  });

  test('the Help Center landing has its twin at /docs/index.md', async ({request}) => {
    const res = await request.get('/docs/index.md');
    expect(res.headers()['content-type']).toBe(MARKDOWN);
    expect((await res.text()).startsWith('# ')).toBe(true);
  });
});

test('llms-full.txt holds every Help Center page, in the order of llms.txt', async ({request}) => {
  const res = await request.get('/llms-full.txt');
  expect(res.headers()['content-type']).toBe(PLAIN);
  const full = await res.text();
  const docs = (await llmsLinks(request)).filter((l) => l.section === 'Help Center');
  let from = 0;
  for (const doc of docs) {
    const at = full.indexOf(`\n# ${doc.title}\n`, from);
    expect(at, doc.title).toBeGreaterThan(from - 1);
    from = at;
  }
});

test.describe('Copy page', () => {
  test('copies the page’s Markdown twin and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    const button = page.getByRole('button', {name: COPY_PAGE.button});
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('button', {name: COPY_PAGE.copied})).toBeVisible();
    await expect(page.getByText(COPY_PAGE.toastCopied).first()).toBeVisible();
    const twin = await (await request.get(`${DOC}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('explains a failure and keeps the Markdown link', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // What `npm start` does: no twin, the app's HTML for any path.
    await page.route(`**${DOC}.md`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body>App</body></html>'}),
    );
    await page.goto(DOC);
    await page.getByRole('button', {name: COPY_PAGE.button}).click();
    await expect(page.getByText(COPY_PAGE.toastFailed)).toBeVisible();
    await expect(page.getByRole('button', {name: COPY_PAGE.button})).toBeEnabled();
    await expect(page.getByRole('link', {name: COPY_PAGE.viewMarkdown})).toHaveAttribute('href', `${DOC}.md`);
  });

  test('is inert without JavaScript, while the Markdown link works', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(DOC);
    await expect(page.getByRole('button', {name: COPY_PAGE.button})).toBeDisabled();
    await expect(page.getByRole('link', {name: COPY_PAGE.viewMarkdown})).toHaveAttribute('href', `${DOC}.md`);
    await context.close();
  });
});
