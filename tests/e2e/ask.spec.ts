import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/test';
import {ASK_COPY as ASK_COPY_BY_LOCALE} from '../../src/data/ask';
import {ASK_INDEX_PATH} from '../../src/data/constants/ask';
import {axeViolations, describeViolations} from './support/axe';

/** The English site's words. */
const ASK_COPY = ASK_COPY_BY_LOCALE.en;

/**
 * Ask the Help Center, on the production build with the real
 * index (plugins/ask-index) and engine (src/lib/ask): /ask?q= answering and
 * refusing, asking in the box (the address follows), the quoted passages found
 * verbatim at the section they link to, "Was this answer helpful?" round trip
 * to the CSV export, and the search dialog's Ask mode by keyboard.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const FUNCTIONS = '/functions/v1';
const EXPORT_TOKEN = 'e2e-export-token';
/** From tests/ask/questions.json: answered by the Dutchie guide; not answered anywhere. */
const ANSWERABLE = 'how do i hook up dutchie';
const UNANSWERABLE = 'how do i print barcode labels';

const answerRegion = (page: Page) => page.getByRole('region', {name: 'Answer', exact: true});
const askUrl = (question: string) => `/ask?${new URLSearchParams({q: question}).toString()}`;

async function expectNoAxeViolations(page: Page, include = 'main') {
  expect(describeViolations(await axeViolations(page, {include}))).toEqual([]);
}

/** Each passage's link and quote, best first. */
async function passagesOf(region: Locator) {
  const items = region.getByRole('listitem');
  const count = await items.count();
  const found: {href: string; quote: string}[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    found.push({
      href: (await item.getByRole('link').getAttribute('href')) ?? '',
      quote: (await item.locator('blockquote').innerText()).trim(),
    });
  }
  return found;
}

test.describe('/ask', () => {
  test('the Ask button is inert in the pre-rendered page, and the index is not fetched on page load', async ({
    page,
  }) => {
    const html = readFileSync(path.join(buildDir, 'ask.html'), 'utf8');
    // The box takes typing at once (it is uncontrolled, so nothing typed is lost when the page hydrates);
    // the button that asks is the shared Button, disabled until it works.
    expect(html).toMatch(/<input[^>]*name=q[^>]*\/><button type=submit[^>]*disabled>/);
    const indexRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === ASK_INDEX_PATH) indexRequests.push(req.url());
    });
    await page.goto('/ask');
    await page.goto('/docs');
    expect(indexRequests).toEqual([]);
    await expect(page.getByRole('link', {name: ASK_COPY.entry.label})).toHaveAttribute('href', '/ask');
  });

  test('a link answers its question: one to three passages, quoted verbatim from the section each links to', async ({
    page,
  }) => {
    await page.goto(askUrl(ANSWERABLE));
    const region = answerRegion(page);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByLabel(ASK_COPY.form.label)).toHaveValue(ANSWERABLE);
    await expect(region.getByRole('heading', {name: ASK_COPY.answer.intro})).toBeVisible();
    const passages = await passagesOf(region);
    expect(passages.length).toBeGreaterThanOrEqual(1);
    expect(passages.length).toBeLessThanOrEqual(3);
    expect(passages[0]!.href).toMatch(/^\/docs\/integrations\/dutchie(#|$)/);
    await expect(region).not.toContainText(ASK_COPY.notFound.title);
    await expectNoAxeViolations(page);

    // The best passage's words are on the page it links to, in the section of its anchor.
    const {href, quote} = passages[0]!;
    await region.getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href.split('#')[0]);
    const anchor = href.split('#')[1];
    const article = page.locator('article');
    const text = (await article.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(quote.replace(/\s+/g, ' '));
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
  });

  test('an answer and a refusal are axe clean on a phone in dark mode', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme: 'dark'});
    for (const question of [ANSWERABLE, UNANSWERABLE]) {
      await page.goto(askUrl(question));
      await expect(answerRegion(page).getByRole('heading').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('asking in the box answers and rewrites the address to the answer link', async ({page}) => {
    await page.goto('/ask');
    const box = page.getByLabel(ASK_COPY.form.label);
    await box.fill(`  ${ANSWERABLE}? `);
    await box.press('Enter');
    await expect(answerRegion(page).getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${ANSWERABLE.replaceAll(' ', '+')}%3F`);
    await expect(answerRegion(page).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/docs\/integrations\/dutchie(#|$)/,
    );

    // The rewritten address is the answer's link: opened anew, it shows the same answer.
    const first = await answerRegion(page).getByRole('link').first().getAttribute('href');
    await page.reload();
    await expect(answerRegion(page).getByRole('link').first()).toHaveAttribute('href', first!);
  });

  test('a question the guides do not answer is refused, with the closest pages and the contact link', async ({
    page,
  }) => {
    await page.goto(askUrl(UNANSWERABLE));
    const region = answerRegion(page);
    await expect(region.getByRole('heading', {name: ASK_COPY.notFound.title})).toBeVisible();
    await expect(region.getByRole('heading', {name: ASK_COPY.notFound.title})).toHaveText(
      "I couldn't find that in the Help Center",
    );
    await expect(region.locator('blockquote')).toHaveCount(0);
    const suggestions = await region
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of suggestions) expect(href).toMatch(/^\/docs(\/|$)/);
    await expect(region.getByRole('link', {name: ASK_COPY.notFound.contactLink})).toHaveAttribute(
      'href',
      ASK_COPY.notFound.contactPath,
    );
    await expect(page.getByRole('heading', {name: ASK_COPY.feedback.question})).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"Was this answer helpful?": a No with a comment is thanked and exported with the question and the cited section', async ({
    page,
    request,
  }) => {
    const comment = `I wanted the API key steps (e2e ${Date.now()})`;
    await page.goto(askUrl(ANSWERABLE));
    const cited = await answerRegion(page).getByRole('link').first().getAttribute('href');
    const feedback = page.getByRole('region', {name: ASK_COPY.feedback.question});
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback.getByLabel(ASK_COPY.feedback.commentLabel).fill(comment);
    const sent = page.waitForRequest(
      (req) => req.url().endsWith(`${FUNCTIONS}/docs-feedback`) && req.method() === 'POST',
    );
    await feedback.getByRole('button', {name: 'Send feedback'}).click();
    expect((await sent).postDataJSON()).toMatchObject({
      page: cited!.split('#')[0],
      section: cited,
      question: ANSWERABLE,
      helpful: false,
      comment,
    });
    await expect(feedback.getByRole('status')).toContainText(ASK_COPY.feedback.thanks);
    await expectNoAxeViolations(page);

    const csv = await request.get(`${FUNCTIONS}/feedback?format=csv`, {
      headers: {Authorization: `Bearer ${EXPORT_TOKEN}`},
    });
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('"created_at","page","helpful","comment","question","section"');
    expect(text).toContain(`"${cited!.split('#')[0]}","false","${comment}","${ANSWERABLE}","${cited}"`);
  });
});

test.describe('Ask mode of the search dialog', () => {
  test('by keyboard: a question shows its answer above the results; arrow keys reach its links; Enter opens /ask?q=', async ({
    page,
  }) => {
    // From the Help Center landing's search box, as a reader would.
    await page.goto('/docs');
    await page.getByRole('button', {name: 'Search the Help Center'}).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    await page.keyboard.type(ANSWERABLE);
    const answer = dialog.getByRole('region', {name: ASK_COPY.dialog.label});
    await expect(answer).toHaveAttribute('aria-live', 'polite');
    const passage = answer.getByRole('listitem').getByRole('link');
    await expect(passage).toHaveCount(1);
    await expect(passage).toHaveAttribute('href', /^\/docs\/integrations\/dutchie(#|$)/);
    await expect(answer.locator('blockquote')).not.toBeEmpty();
    await expectNoAxeViolations(page, 'dialog');

    // Down from the box: the passage's link, then "See the full answer".
    await input.press('ArrowDown');
    await expect(passage).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const full = answer.getByRole('link', {name: ASK_COPY.dialog.fullAnswer});
    await expect(full).toBeFocused();
    await expect(full).toHaveAttribute('href', askUrl(ANSWERABLE));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();

    // Enter in the box opens the full answer.
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(askUrl(ANSWERABLE));
    await expect(answerRegion(page).getByRole('listitem').first()).toBeVisible();
  });

  test('a refused question says so in the dialog; a single word stays a plain search; the dialog links to /ask', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await dialog.getByRole('searchbox').fill(UNANSWERABLE);
    const answer = dialog.getByRole('region', {name: ASK_COPY.dialog.label});
    await expect(answer.getByRole('heading', {name: ASK_COPY.notFound.title})).toBeVisible();
    await dialog.getByRole('searchbox').fill('dutchie');
    await expect(answer).toHaveCount(0);
    await expect(dialog.locator('a[href="/docs/integrations/dutchie"]').first()).toBeVisible();
    await dialog.getByRole('link', {name: ASK_COPY.entry.label, exact: true}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ask');
    await expect(dialog).toBeHidden();
  });
});
