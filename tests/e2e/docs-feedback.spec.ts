import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {axeViolations, describeViolations} from './support/axe';

/**
 * "Was this page helpful?" under a Help Center page, against
 * functions/server.ts (LEADS_EXPORT_TOKEN=e2e-export-token, RATE_LIMIT=0):
 * a No with a comment, its thank-you, the vote remembered after a reload,
 * its row in the feedback export; a failing server keeps the comment and
 * shows the toast; the function's own answers to bad input.
 */

const EXPORT_TOKEN = 'e2e-export-token';
const FUNCTIONS = '/functions/v1';
const PAGE = '/docs/get-started/overview';

const feedback = (page: Page) => page.getByRole('region', {name: /Was this page helpful\?|Thanks for your feedback/});

async function expectNoAxeViolations(page: Page) {
  expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual([]);
}

test.describe('page feedback', () => {
  test('a No with a comment is thanked, remembered and exported', async ({page, request}) => {
    const comment = `The overview should say which POS systems sync menus. (e2e ${Date.now()})`;
    await page.goto(PAGE);
    const region = feedback(page);
    await expect(region.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: No opens the comment box with focus in it.
    await region.getByRole('button', {name: 'No'}).focus();
    await page.keyboard.press('Enter');
    const box = region.getByLabel('What was missing or unclear? (optional)');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('maxlength', '1000');
    await box.fill(comment);
    await expect(region.getByText(`${1000 - comment.length} characters left`)).toBeVisible();
    await expectNoAxeViolations(page);

    await region.getByRole('button', {name: 'Send feedback'}).click();
    const status = region.getByRole('status');
    await expect(status).toContainText('Thanks for your feedback!');
    await expect(region.getByRole('button', {name: 'Yes'})).toHaveCount(0);

    await page.reload();
    await expect(feedback(page).getByRole('heading', {name: 'Thanks for your feedback on this page.'})).toBeVisible();
    await expect(feedback(page).getByRole('button')).toHaveCount(0);

    const csv = await request.get(`${FUNCTIONS}/feedback?format=csv`, {
      headers: {Authorization: `Bearer ${EXPORT_TOKEN}`},
    });
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('"created_at","page","helpful","comment"');
    expect(text).toContain(`"${PAGE}","false","${comment}"`);
  });

  test('a Yes on a phone in dark mode sends at once', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/get-started/install-widget');
    const region = feedback(page);
    await expectNoAxeViolations(page);
    const sent = page.waitForRequest(
      (req) => req.url().endsWith(`${FUNCTIONS}/docs-feedback`) && req.method() === 'POST',
    );
    await region.getByRole('button', {name: 'Yes'}).click();
    expect((await sent).postDataJSON()).toMatchObject({page: '/docs/get-started/install-widget', helpful: true});
    await expect(region.getByRole('status')).toContainText('Thanks for your feedback!');
    await expectNoAxeViolations(page);
  });

  test('a failing server keeps the comment and shows a toast', async ({page}) => {
    await page.route(`**${FUNCTIONS}/docs-feedback`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({error: {message: 'Database unavailable'}}),
      }),
    );
    await page.goto('/docs/get-started/verify-installation');
    const region = feedback(page);
    await region.getByRole('button', {name: 'No'}).click();
    await region.getByLabel('What was missing or unclear? (optional)').fill('Kept after a failure');
    await region.getByRole('button', {name: 'Send feedback'}).click();
    const toast = page.locator('[data-sonner-toast]').filter({hasText: 'Something went wrong'});
    await expect(toast.locator('[data-description]')).toHaveText("We couldn't send your feedback. Please try again.");
    await expect(region.getByLabel('What was missing or unclear? (optional)')).toHaveValue('Kept after a failure');
    await expect(region.getByRole('status')).toBeEmpty();
  });

  test('the function answers bad input with the field named', async ({request}) => {
    const post = (data: unknown) => request.post(`${FUNCTIONS}/docs-feedback`, {data});
    const cases: [unknown, string][] = [
      [{page: '/pricing', helpful: true}, 'page'],
      [{page: `/docs/${'a'.repeat(300)}`, helpful: true}, 'page'],
      [{page: '/docs', helpful: 'yes'}, 'helpful'],
      [{page: '/docs', helpful: false, comment: 'x'.repeat(1001)}, 'comment'],
    ];
    for (const [data, field] of cases) {
      const res = await post(data);
      expect(res.status(), JSON.stringify(data).slice(0, 60)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    }
    const text = await request.post(`${FUNCTIONS}/docs-feedback`, {
      headers: {'content-type': 'text/plain'},
      data: 'helpful',
    });
    expect(text.status()).toBe(415);
    expect((await request.get(`${FUNCTIONS}/feedback?format=csv`)).status()).toBe(401);
  });
});
