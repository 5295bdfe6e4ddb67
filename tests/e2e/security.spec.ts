import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {collectionExtraRoutes, walkRoutes} from './support/routes';
import {watchPolicy} from './support/pages';

/**
 * `npm run serve` under attack-surface review: every page and
 * function answers with the security headers, the home page's chat demo and
 * the search dialog run under the Content-Security-Policy without a single
 * violation (every route's load is checked by the page walk in walk.spec.ts),
 * and a 503 from the functions shows the forms' failure toast.
 */

const routes = [...new Set([...walkRoutes(), ...collectionExtraRoutes()])].sort();
const FUNCTIONS = '/functions/v1';

test.describe('security headers', () => {
  test('every route and function answers with them', async ({request}) => {
    for (const pathname of [
      ...routes,
      '/sitemap.xml',
      `${FUNCTIONS}/health`,
      `${FUNCTIONS}/waitlist-stats`,
      '/no-such-page',
    ]) {
      const res = await request.get(pathname, {maxRedirects: 0});
      const headers = res.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, pathname).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(csp, pathname).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, pathname).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], pathname).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      // Plain HTTP here: HSTS only behind HTTPS.
      expect(headers['strict-transport-security'], pathname).toBeUndefined();
    }
  });

  test('HSTS behind an HTTPS proxy; long caching for hashed assets, revalidation for HTML', async ({page, request}) => {
    const behindTls = await request.get('/', {headers: {'X-Forwarded-Proto': 'https'}});
    expect(behindTls.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers()['etag']).toBeTruthy();

    const assets = new Set<string>();
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/assets/')) assets.add(new URL(res.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(assets.size).toBeGreaterThan(0);
    for (const asset of assets) {
      expect((await request.get(asset)).headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });
});

// Every route is loaded under the policy once, by the page walk of walk.spec.ts, which fails on any violation.
test.describe('no CSP violation', () => {
  test('while the home chat demo plays and the search dialog searches', async ({page}) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.locator('[data-message-id]').first()).toBeVisible();
    await page.waitForTimeout(3_000);

    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill('dispensary');
    // Pagefind runs WebAssembly in a worker: both need the policy's permission.
    await expect(dialog.getByRole('link').first()).toBeVisible({timeout: 15_000});
    await expect(dialog.getByRole('status')).toContainText('for “dispensary”');
    expect(violations, violations.join('\n')).toEqual([]);
  });
});

test.describe('database unavailable (503)', () => {
  const unavailable = {
    status: 503,
    contentType: 'application/json',
    headers: {'Retry-After': '30'},
    body: JSON.stringify({
      error: {message: 'Our lead database is not reachable right now. Please try again in a minute.'},
    }),
  };

  async function expectToast(page: Page, title: string, description: string) {
    const toast = page.locator('[data-sonner-toast]').filter({hasText: title});
    await expect(toast.locator('[data-title]')).toHaveText(title);
    await expect(toast.locator('[data-description]')).toHaveText(description);
  }

  test('the waitlist shows its failure toast and keeps the values', async ({page}) => {
    await page.goto('/waitlist');
    await page.route(`**${FUNCTIONS}/join-waitlist`, (route) => route.fulfill(unavailable));
    const form = page.getByRole('form', {name: 'Join the waitlist'}).first();
    await form.getByLabel('Your name').fill('Rosa Outage');
    await form.getByLabel('Work email').fill('rosa@example.com');
    await form.getByRole('button').last().click();
    await expectToast(page, 'Something went wrong', "We couldn't add you to the waitlist. Please try again.");
    await expect(form.getByLabel('Your name')).toHaveValue('Rosa Outage');
    await expect(form.getByLabel('Work email')).toHaveValue('rosa@example.com');
  });

  test('the demo request page shows its failure toast and stays put', async ({page}) => {
    await page.goto('/request-demo');
    await page.route(`**${FUNCTIONS}/send-demo-request-email`, (route) => route.fulfill(unavailable));
    const form = page.getByRole('form', {name: 'Request a demo'});
    await form.getByLabel('Your name').fill('Rosa Outage');
    await form.getByLabel('Work email').fill('rosa@example.com');
    await form.getByRole('button', {name: 'Request Demo'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't send your request. Please try again later.");
    await expect(form.getByLabel('Your name')).toHaveValue('Rosa Outage');
    await expect(page).toHaveURL(/\/request-demo$/);
  });
});
