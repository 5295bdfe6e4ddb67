import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {fromParse5} from 'hast-util-from-parse5';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Element, Root} from 'hast';
import {parse} from 'parse5';
import {expect, test} from './support/test';
import {sitemapRoutes} from './support/routes';
import {ASK_COPY} from '../../src/data/ask';
import {ASK_INDEX_PATH} from '../../src/data/constants/ask';
import type {AskIndex} from '../../src/lib/ask/types';
import {askedAsKeyOf} from '../../plugins/ask-index/buildAskIndex';
import {permalinkOf} from '../ask/renderSource';
import {readFrontMatter} from '../../scripts/lib/contentCheck/site';

/**
 * The Ask index of the production build (plugins/ask-index): every Help Center page in it, and every
 * section's anchor the id of the heading it is under on the built page, with that heading's text.
 */

/** The headings of a built doc's content, by id, with their text as shown (no hash link). */
function headingsOf(html: string): Map<string, string> {
  const tree = fromParse5(parse(html)) as Root;
  const headings = selectAll('.theme-doc-markdown :is(h2, h3, h4)[id]', tree) as Element[];
  return new Map(
    headings.map((heading) => [
      String(heading.properties.id),
      toString(heading)
        .replace(/\u200b/g, '')
        .trim(),
    ]),
  );
}

test.describe('Ask index', () => {
  test('covers every Help Center page, each section anchored on a rendered heading with its text', async ({
    request,
  }) => {
    const response = await request.get(ASK_INDEX_PATH);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(gzipSync(body, {level: 9}).length).toBeLessThan(250 * 1024);
    const index = JSON.parse(body.toString('utf8')) as AskIndex;

    const docs = sitemapRoutes().filter((route) => route.startsWith('/docs/'));
    const indexed = new Set(index.sections.map((section) => section.page));
    // Category landing pages of the sidebar list their children and may have no text of their own.
    expect(docs.filter((route) => !indexed.has(route) && !/^\/docs\/[^/]+$/.test(route))).toEqual([]);

    for (const page of indexed) {
      const headings = headingsOf(await (await request.get(page)).text());
      for (const section of index.sections.filter((candidate) => candidate.page === page && candidate.anchor)) {
        expect(headings.get(section.anchor), `${section.url} is not a heading of the built page`).toBe(section.heading);
      }
    }
  });

  test("gives each section the questions its page's asked_as front matter lists for it", async ({request}) => {
    const index = (await (await request.get(ASK_INDEX_PATH)).json()) as AskIndex;
    const byKey = new Map(index.sections.map((section) => [`${section.page}${askedAsKeyOf(section)}`, section]));
    let questions = 0;
    const docsDir = path.resolve(__dirname, '../../docs');
    for (const file of readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((name) =>
      name.endsWith('.mdx'),
    )) {
      const source = readFileSync(path.join(docsDir, file), 'utf8');
      const frontMatter = readFrontMatter(source) as {slug?: string; asked_as?: Record<string, string[]>};
      const page = permalinkOf(file, frontMatter.slug);
      for (const [key, asked] of Object.entries(frontMatter.asked_as ?? {})) {
        expect(byKey.get(`${page}${key}`)?.askedAs, `${file} ${key}`).toEqual(asked);
        questions += asked.length;
      }
    }
    expect(index.sections.reduce((sum, section) => sum + (section.askedAs?.length ?? 0), 0)).toBe(questions);
    expect(questions).toBeGreaterThan(0);
  });

  test('a guide does not ship its asked_as questions: only the Ask index has them', async ({page, request}) => {
    const index = (await (await request.get(ASK_INDEX_PATH)).json()) as AskIndex;
    // The search dialog's own example ("how do i hook up dutchie") is the page's copy, not its asked_as.
    const copy = JSON.stringify(ASK_COPY);
    const asked = index.sections
      .filter((section) => section.page === '/docs/integrations/dutchie')
      .flatMap((section) => section.askedAs ?? [])
      .filter((question) => !copy.includes(question));
    expect(asked.length).toBeGreaterThan(0);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/docs/integrations/dutchie');
    await page.waitForLoadState('networkidle');
    const shipped = [await page.content(), ...(await Promise.all(scripts))].join('\n');
    expect(scripts.length).toBeGreaterThan(0);
    expect(asked.filter((question) => shipped.includes(question))).toEqual([]);
  });

  test('is not downloaded on page load', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/docs');
    await page.goto('/docs/integrations/dutchie');
    expect(fetched).not.toContain(ASK_INDEX_PATH);
  });
});
