import type {APIRequestContext, Page} from '@playwright/test';
import {createPrivacyLinks} from '../../functions/privacy/links';
import {privacyDeletion} from '../../src/data/privacy';
import {SPAM_CHALLENGE_MESSAGES} from '../../src/lib/forms/fields';
import {expect, test} from './support/test';
import {axeViolations, describeViolations} from './support/axe';

/**
 * The anti-spam proof and "Delete my data" in Chromium against functions/server.ts with its defaults (the
 * anti-spam challenge on) and PRIVACY_LINK_KEY from playwright.config.ts:
 * the proof is solved in a worker only once a form is used, carried by the
 * submission, and fast enough on a 4x slower CPU; the "Delete my data" form
 * and its confirmation page, end to end. (The e-mail itself goes through SMTP
 * in functions/privacy/privacy.test.ts; here the link is made with the key.)
 */

const FUNCTIONS = '/functions/v1';
const EXPORT_TOKEN = 'e2e-export-token';
const LINK_KEY = 'e2e-privacy-link-key-0123456789abcdef';
const SOLVE_MEASURE = 'budbot:challenge-solve';

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function exportCsv(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${FUNCTIONS}/leads?format=csv`, {headers: {Authorization: `Bearer ${EXPORT_TOKEN}`}});
  expect(res.status()).toBe(200);
  return res.text();
}

async function expectAxeClean(page: Page, selector: string) {
  expect(describeViolations(await axeViolations(page, {include: selector}))).toEqual([]);
}

test.describe('anti-spam challenge', () => {
  test('the server refuses a submission without a proof', async ({request}) => {
    const res = await request.post(`${FUNCTIONS}/subscribe-newsletter`, {data: {email: 'bot@example.com'}});
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      error: {message: SPAM_CHALLENGE_MESSAGES.missing, fields: {altcha: SPAM_CHALLENGE_MESSAGES.missing}},
    });
  });

  test('is fetched only once the form is used, solved in a worker under 1 s on a 4x slower CPU, and sent with the form', async ({
    page,
    request,
  }) => {
    const challengeCalls: string[] = [];
    const solverChunks: string[] = [];
    const workers: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`${FUNCTIONS}/challenge`)) challengeCalls.push(req.url());
      if (/\/spam-solver\.[0-9a-f]+\.js$/.test(req.url())) solverChunks.push(req.url());
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/waitlist');
    await page.waitForLoadState('networkidle');
    expect(challengeCalls, 'no challenge before the form is used').toEqual([]);
    expect(solverChunks, 'the solver is not in the page load').toEqual([]);
    // The slow-host profile: Lighthouse's mobile 4x CPU slowdown, here through DevTools.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});

    const form = page.getByRole('form', {name: 'Join the waitlist'});
    const email = uniqueEmail('challenge');
    await form.getByLabel('Your name').fill('Priya Shah');
    await expect.poll(() => challengeCalls.length).toBe(1);
    expect(solverChunks).toHaveLength(1);
    await form.getByLabel('Work email').fill(email);
    const solveMs = await page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const done = () => {
            const [entry] = performance.getEntriesByName(name);
            if (entry) resolve(entry.duration);
            else setTimeout(done, 50);
          };
          done();
        }),
      SOLVE_MEASURE,
    );
    console.info(
      `[challenge] solved in the browser in ${solveMs.toFixed(0)} ms at 4x CPU slowdown (shared machine: noisy)`,
    );
    expect(workers.length, 'solved in a web worker').toBeGreaterThan(0);
    // The target is 1 s; the bound leaves room for a machine loaded by other runs.
    expect(solveMs).toBeLessThan(3000);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});

    const sent = page.waitForRequest((req) => req.url().endsWith(`${FUNCTIONS}/join-waitlist`));
    await form.getByRole('button', {name: 'Join the Waitlist'}).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(typeof body.altcha).toBe('string');
    await expect(page.locator('[data-sonner-toast]').filter({hasText: "You're on the list!"})).toBeVisible();
    expect(await exportCsv(request)).toContain(email);
  });

  test('the submit waits for a proof not yet solved, by keyboard', async ({page}) => {
    await page.route(`**${FUNCTIONS}/challenge`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/newsletters/holiday-shopping-behavior-analysis-cannabis-retail-insights`);
    const form = page.getByRole('form', {name: 'Subscribe to the newsletter'});
    await form.getByLabel('Email address').fill(uniqueEmail('wait'));
    await form.getByLabel('Email address').press('Enter');
    await expect(form.getByRole('button', {name: 'Sending...'})).toBeDisabled();
    // The challenge alone is held back 1.5 s; the rest is a shared machine's slowness.
    await expect(page.locator('[data-sonner-toast]').filter({hasText: 'Subscribed!'})).toBeVisible({timeout: 20_000});
  });
});

test.describe('Delete my data', () => {
  test('mails a link; opening it deletes nothing, its button deletes every lead of the address', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('privacy');
    await page.goto('/waitlist');
    const waitlist = page.getByRole('form', {name: 'Join the waitlist'});
    await waitlist.getByLabel('Your name').fill('Priya Shah');
    await waitlist.getByLabel('Work email').fill(email);
    await waitlist.getByRole('button', {name: 'Join the Waitlist'}).click();
    await expect.poll(async () => (await exportCsv(request)).includes(email)).toBe(true);

    await page.goto('/privacy');
    const form = page.getByRole('form', {name: privacyDeletion.form.label});
    await form.getByLabel(privacyDeletion.form.emailLabel).fill(email);
    const sent = page.waitForResponse((res) => res.url().endsWith(`${FUNCTIONS}/privacy-request`));
    await form.getByRole('button', {name: privacyDeletion.form.submit}).click();
    expect((await sent).status()).toBe(200);
    await expect(page.locator('[data-sonner-toast]').filter({hasText: privacyDeletion.form.sent.title})).toBeVisible();
    await expectAxeClean(page, '#your-rights');

    // The link the e-mail carries (same key as the server's).
    const token = createPrivacyLinks({key: LINK_KEY}).token(email);
    await page.goto(`/privacy/delete?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(privacyDeletion.confirm.title);
    expect(await exportCsv(request), 'opening the link deletes nothing').toContain(email);
    await expectAxeClean(page, 'main');

    const button = page.getByRole('button', {name: privacyDeletion.confirm.button});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(privacyDeletion.confirm.doneTitle);
    expect(await exportCsv(request)).not.toContain(email);

    // The same link again: refused with the server's words.
    await page.goto(`/privacy/delete?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', {name: privacyDeletion.confirm.button}).click();
    await expect(page.getByRole('alert')).toHaveText(privacyDeletion.messages.used);
  });

  test('the confirmation page without a token says where to get one', async ({page}) => {
    await page.goto('/privacy/delete');
    await expect(page.getByText(privacyDeletion.confirm.missingToken)).toBeVisible();
    await expect(page.getByRole('button', {name: privacyDeletion.confirm.button})).toHaveCount(0);
  });
});
