import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {expect, test} from './support/test';
import {axeViolations, describeViolations} from './support/axe';

/**
 * The five lead forms in Chromium against functions/server.ts (the config
 * starts it with its own DATA_DIR, LEADS_EXPORT_TOKEN=e2e-export-token and
 * RATE_LIMIT=0): every validation message, a good submission with its toast
 * and its row in the sales export, and a server failure (a 500 from
 * page.route) that keeps the typed values and shows the failure toast.
 */

const EXPORT_TOKEN = 'e2e-export-token';
const FUNCTIONS = '/functions/v1';
const NEWSLETTER_ISSUE = '/newsletters/holiday-shopping-behavior-analysis-cannabis-retail-insights';

const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  company: 'Company name must be at least 2 characters.',
};

/** A fresh address per test, so reruns never hit the 24-hour duplicate rule. */
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function exportCsv(request: APIRequestContext, form: string): Promise<string> {
  const res = await request.get(`${FUNCTIONS}/leads?form=${form}&format=csv`, {
    headers: {Authorization: `Bearer ${EXPORT_TOKEN}`},
  });
  expect(res.status()).toBe(200);
  return res.text();
}

/** Answers one function with a 500, as a broken backend would. */
async function failFunction(page: Page, name: string) {
  await page.route(`**${FUNCTIONS}/${name}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({error: {message: 'Database unavailable'}}),
    }),
  );
}

/** Holds a function's answer back for a moment, so the sending state can be seen. */
async function slowFunction(page: Page, name: string, ms = 800) {
  await page.route(`**${FUNCTIONS}/${name}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({hasText: title});
  await expect(toast.locator('[data-title]')).toHaveText(title);
  await expect(toast.locator('[data-description]')).toHaveText(description);
}

/** The field's inline error, tied to it with aria-describedby, and aria-invalid set. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('Request a Demo page', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Request a demo'});

  test('shows each validation message, focusing the first invalid field', async ({page}) => {
    await page.goto('/request-demo');
    const f = form(page);
    await f.getByRole('button', {name: 'Request Demo'}).click();
    await expectFieldError(f.getByLabel('Your name'), MESSAGES.name);
    await expectFieldError(f.getByLabel('Work email'), MESSAGES.email);
    await expect(f.getByLabel('Your name')).toBeFocused();
    await expectNoFieldError(f.getByLabel('Phone'));

    await f.getByLabel('Your name').fill('D');
    await f.getByLabel('Work email').fill('dana@');
    await f.getByLabel('Phone').fill('123');
    await f.getByLabel('Company name').fill('X');
    await f.getByRole('button', {name: 'Request Demo'}).click();
    for (const [label, message] of [
      ['Your name', MESSAGES.name],
      ['Work email', MESSAGES.email],
      ['Phone', MESSAGES.phone],
      ['Company name', MESSAGES.company],
    ] as const) {
      await expectFieldError(f.getByLabel(label), message);
      await expect(f.getByText(message, {exact: true})).toBeVisible();
    }
  });

  test('sends a good request, toasts, clears, lands in the export and returns home after 2 s', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('demo');
    await page.goto('/request-demo');
    await slowFunction(page, 'send-demo-request-email');
    const f = form(page);
    await f.getByLabel('Your name').fill('Dana Whitfield');
    await f.getByLabel('Work email').fill(email);
    await f.getByLabel('Phone').fill('(303) 555-0142');
    await f.getByLabel('Company name').fill('Green Leaf Dispensary');
    await f.getByLabel('What would you like to see?').fill('Two stores, Dutchie menus.');
    await f.getByRole('button', {name: 'Request Demo'}).click();
    await expect(f.getByRole('button', {name: 'Sending...'})).toBeDisabled();

    await expectToast(page, 'Request Sent!', "Thank you for your interest. We'll contact you soon!");
    await expect(f.getByLabel('Work email')).toHaveValue('');
    const csv = await exportCsv(request, 'demo-request');
    expect(csv).toContain(
      `"Dana Whitfield","${email}","Green Leaf Dispensary","(303) 555-0142","Two stores, Dutchie menus."`,
    );
    expect(csv).toContain('"request-demo"');
    await page.waitForURL((url) => url.pathname === '/', {timeout: 6000});
  });

  test('keeps the values and shows the failure toast when the server fails', async ({page}) => {
    await page.goto('/request-demo');
    await failFunction(page, 'send-demo-request-email');
    const f = form(page);
    await f.getByLabel('Your name').fill('Dana Whitfield');
    await f.getByLabel('Work email').fill('dana@example.com');
    await f.getByLabel('Company name').fill('Green Leaf');
    await f.getByRole('button', {name: 'Request Demo'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't send your request. Please try again later.");
    await expect(f.getByLabel('Your name')).toHaveValue('Dana Whitfield');
    await expect(f.getByLabel('Work email')).toHaveValue('dana@example.com');
    await expect(f.getByLabel('Company name')).toHaveValue('Green Leaf');
    await expect(page).toHaveURL(/\/request-demo$/);
  });
});

test.describe('Waitlist', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Join the waitlist'});

  test('shows each validation message', async ({page}) => {
    await page.goto('/waitlist');
    const f = form(page);
    await f.getByRole('button', {name: 'Join the Waitlist'}).click();
    await expectFieldError(f.getByLabel('Your name'), MESSAGES.name);
    await expectFieldError(f.getByLabel('Work email'), MESSAGES.email);
    await expect(f.getByLabel('Your name')).toBeFocused();
    await f.getByLabel('Your name').fill('Priya Shah');
    await f.getByLabel('Work email').fill('priya@example.com');
    await f.getByLabel('Company name').fill('X');
    await f.getByRole('button', {name: 'Join the Waitlist'}).click();
    await expectFieldError(f.getByLabel('Company name'), MESSAGES.company);
    await expect(f.getByLabel('Company name')).toBeFocused();
  });

  test('joins, toasts, raises the server numbers and lands in the export', async ({page, request}) => {
    const email = uniqueEmail('waitlist');
    const before = (await (await request.get(`${FUNCTIONS}/waitlist-stats`)).json()).data as {
      count: number;
      progress: number;
    };
    await page.goto('/waitlist');
    await slowFunction(page, 'join-waitlist');
    const f = form(page);
    await f.getByLabel('Your name').fill('Priya Shah');
    await f.getByLabel('Work email').fill(email);
    await f.getByLabel('Company name').fill('Sunrise Dispensary');
    await f.getByRole('button', {name: 'Join the Waitlist'}).click();
    await expect(f.getByRole('button', {name: 'Processing...'})).toBeDisabled();
    await expectToast(
      page,
      "You're on the list!",
      "We'll notify you when the BudBot AI Chatbot is ready for your dispensary.",
    );
    await expect(f.getByLabel('Your name')).toHaveValue('');

    const after = (await (await request.get(`${FUNCTIONS}/waitlist-stats`)).json()).data as {
      count: number;
      progress: number;
    };
    expect(after.count).toBeGreaterThanOrEqual(before.count + 1);
    expect(after.progress).toBe(Math.min(100, after.count - 237 + 80));
    // The page shows the numbers the server answered with.
    await expect(page.getByTestId('waitlist-count')).toHaveText(String(after.count));
    await expect(page.getByTestId('waitlist-progress')).toHaveText(`${after.progress}%`);
    expect(await exportCsv(request, 'waitlist')).toContain(`"Priya Shah","${email}","Sunrise Dispensary"`);
  });

  test('keeps the values and shows the failure toast when the server fails', async ({page}) => {
    await page.goto('/waitlist');
    await failFunction(page, 'join-waitlist');
    const f = form(page);
    await f.getByLabel('Your name').fill('Priya Shah');
    await f.getByLabel('Work email').fill('priya@example.com');
    await f.getByRole('button', {name: 'Join the Waitlist'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't add you to the waitlist. Please try again.");
    await expect(f.getByLabel('Your name')).toHaveValue('Priya Shah');
    await expect(f.getByLabel('Work email')).toHaveValue('priya@example.com');
  });
});

test.describe('MJ Unpacked conference signup', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Register for the conference offer'});

  test('shows each validation message; the empty phone number fails', async ({page}) => {
    await page.goto('/mj-unpacked');
    const f = form(page);
    await f.getByRole('button', {name: 'Claim My Free Chatbot'}).click();
    await expectFieldError(f.getByLabel('Full name'), MESSAGES.name);
    await expectFieldError(f.getByLabel('Work email'), MESSAGES.email);
    await expectFieldError(f.getByLabel('Company name'), MESSAGES.company);
    await expectFieldError(f.getByLabel('Phone number'), MESSAGES.phone);
    await expect(f.getByLabel('Full name')).toBeFocused();
    await f.getByLabel('Phone number').fill('303555019');
    await expectFieldError(f.getByLabel('Phone number'), MESSAGES.phone);
    await f.getByLabel('Phone number').fill('3035550199');
    await expectNoFieldError(f.getByLabel('Phone number'));
  });

  test('claims a licence, toasts, raises the claimed count and lands in the export', async ({page, request}) => {
    const email = uniqueEmail('mj');
    const before = (await (await request.get(`${FUNCTIONS}/mj-stats`)).json()).data as {claimed: number; total: number};
    // Each run starts its own server with a fresh database; a reused local server may have run out.
    expect(before.claimed, 'licences left on this server (stop a reused server and run again)').toBeLessThan(
      before.total,
    );
    await page.goto('/mj-unpacked');
    await slowFunction(page, 'send-mj-signup-email');
    const f = form(page);
    await f.getByLabel('Full name').fill('Marco Ruiz');
    await f.getByLabel('Work email').fill(email);
    await f.getByLabel('Company name').fill('Mile High Cannabis');
    await f.getByLabel('Phone number').fill('303-555-0199');
    await f.getByRole('button', {name: 'Claim My Free Chatbot'}).click();
    await expect(f.getByRole('button', {name: 'Processing...'})).toBeDisabled();
    await expectToast(page, 'Success!', "Your free chatbot has been claimed. We'll be in touch shortly!");
    await expect(f.getByLabel('Full name')).toHaveValue('');

    const after = (await (await request.get(`${FUNCTIONS}/mj-stats`)).json()).data as {claimed: number; total: number};
    expect(after).toEqual({claimed: before.claimed + 1, total: before.total});
    await expect(page.getByText(`${after.total - after.claimed} of ${after.total} free licenses left`)).toBeVisible();
    expect(await exportCsv(request, 'mj-signup')).toContain(
      `"Marco Ruiz","${email}","Mile High Cannabis","303-555-0199"`,
    );
  });

  test('says so in the form when the offer is sold out (409)', async ({page}) => {
    await page.goto('/mj-unpacked');
    await page.route(`**${FUNCTIONS}/send-mj-signup-email`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({error: {message: 'All 15 free chatbot licenses have been claimed.'}}),
      }),
    );
    const f = form(page);
    await f.getByLabel('Full name').fill('Late Comer');
    await f.getByLabel('Work email').fill('late@example.com');
    await f.getByLabel('Company name').fill('Late Leaf');
    await f.getByLabel('Phone number').fill('3035550100');
    await f.getByRole('button', {name: 'Claim My Free Chatbot'}).click();
    await expect(f.getByRole('alert')).toContainText('All 15 free chatbot licenses have been claimed.');
    await expect(f.getByRole('button', {name: 'Claim My Free Chatbot'})).toBeDisabled();
    await expect(f.getByLabel('Full name')).toHaveValue('Late Comer');
  });

  test('keeps the values and shows the failure toast when the server fails', async ({page}) => {
    await page.goto('/mj-unpacked');
    await failFunction(page, 'send-mj-signup-email');
    const f = form(page);
    await f.getByLabel('Full name').fill('Marco Ruiz');
    await f.getByLabel('Work email').fill('marco@example.com');
    await f.getByLabel('Company name').fill('Mile High Cannabis');
    await f.getByLabel('Phone number').fill('3035550199');
    await f.getByRole('button', {name: 'Claim My Free Chatbot'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't process your request. Please try again.");
    await expect(f.getByLabel('Full name')).toHaveValue('Marco Ruiz');
    await expect(f.getByLabel('Phone number')).toHaveValue('3035550199');
  });
});

test.describe('Newsletter subscribe', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Subscribe to the newsletter'});

  test('needs a valid e-mail', async ({page}) => {
    await page.goto(NEWSLETTER_ISSUE);
    const f = form(page);
    const email = f.getByPlaceholder('Enter your email');
    await expect(email).toHaveAttribute('type', 'email');
    await f.getByRole('button', {name: 'Subscribe Free'}).click();
    await expectFieldError(email, MESSAGES.email);
    await expect(email).toBeFocused();
    await email.fill('reader@example');
    await f.getByRole('button', {name: 'Subscribe Free'}).click();
    await expectFieldError(email, MESSAGES.email);
  });

  test('subscribes, toasts and lands in the export with its issue', async ({page, request}) => {
    const address = uniqueEmail('news');
    await page.goto(NEWSLETTER_ISSUE);
    const f = form(page);
    await f.getByLabel('Email address').fill(address);
    await f.getByRole('button', {name: 'Subscribe Free'}).click();
    await expectToast(page, 'Subscribed!', "Check your inbox for next week's issue.");
    await expect(f.getByLabel('Email address')).toHaveValue('');
    const csv = await exportCsv(request, 'newsletter');
    expect(csv).toContain(`"newsletter","holiday-shopping-behavior-analysis-cannabis-retail-insights","","${address}"`);
  });

  test('keeps the e-mail and shows the failure toast when the server fails', async ({page}) => {
    await page.goto(NEWSLETTER_ISSUE);
    await failFunction(page, 'subscribe-newsletter');
    const f = form(page);
    await f.getByLabel('Email address').fill('reader@example.com');
    await f.getByRole('button', {name: 'Subscribe Free'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't subscribe you. Please try again.");
    await expect(f.getByLabel('Email address')).toHaveValue('reader@example.com');
  });
});

test.describe('Home demo popup', () => {
  /** The popup appears 60 s after load: the page's clock is fast-forwarded instead of waited on. */
  async function openPopup(page: Page) {
    await page.clock.install();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    // The 60 s timer starts once the page has hydrated; skip ahead until it has fired.
    await expect(async () => {
      await page.clock.fastForward(60_000);
      await expect(dialog).toBeVisible({timeout: 1000});
    }).toPass({timeout: 45_000});
    return dialog.getByRole('form', {name: 'Request a demo'});
  }

  test('asks for name and email with the "Missing information" toast', async ({page}) => {
    const f = await openPopup(page);
    await f.getByRole('button', {name: 'Request My Demo'}).click();
    await expectToast(page, 'Missing information', 'Please provide your name and email address.');
    await expectFieldError(f.getByLabel('Your name'), 'Please provide your name and email address.');
    await expect(f.getByLabel('Your name')).toBeFocused();
    await f.getByLabel('Your name').fill('D');
    await f.getByLabel('Work email').fill('dana');
    await f.getByRole('button', {name: 'Request My Demo'}).click();
    await expectFieldError(f.getByLabel('Work email'), MESSAGES.email);
    await expectNoFieldError(f.getByLabel('Your name'));
  });

  test('sends with every field disabled meanwhile, toasts, closes and lands in the export', async ({page, request}) => {
    const email = uniqueEmail('popup');
    const f = await openPopup(page);
    await slowFunction(page, 'send-demo-request-email');
    await f.getByLabel('Your name').fill('Jo');
    await f.getByLabel('Work email').fill(email);
    await f.getByRole('button', {name: 'Request My Demo'}).click();
    await expect(f.getByRole('button', {name: 'Sending...'})).toBeDisabled();
    await expect(f.getByLabel('Your name')).toBeDisabled();
    await expect(f.getByLabel('Anything we should know?')).toBeDisabled();
    await expectToast(page, 'Request sent!', "Thank you for your interest. We'll contact you soon!");
    await expect(page.getByRole('dialog')).toBeHidden();
    const csv = await exportCsv(request, 'demo-request');
    expect(csv).toContain(`"demo-request","popup","Jo","${email}"`);
  });

  test('keeps the values and says how to reach us when the server fails', async ({page}) => {
    const f = await openPopup(page);
    await failFunction(page, 'send-demo-request-email');
    await f.getByLabel('Your name').fill('Dana Whitfield');
    await f.getByLabel('Work email').fill('dana@example.com');
    await f.getByLabel('Phone').fill('3035550142');
    await f.getByRole('button', {name: 'Request My Demo'}).click();
    await expectToast(page, 'Something went wrong', "We couldn't send your request. Please try again later.");
    await expect(f.getByRole('alert')).toHaveText(
      "We're having trouble connecting to our services. Please try again later or contact us directly at hello@budbot.ai",
    );
    await expect(f.getByRole('link', {name: 'hello@budbot.ai'})).toHaveAttribute('href', 'mailto:hello@budbot.ai');
    await expect(f.getByLabel('Your name')).toHaveValue('Dana Whitfield');
    await expect(f.getByLabel('Work email')).toHaveValue('dana@example.com');
    await expect(f.getByLabel('Phone')).toHaveValue('3035550142');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(describeViolations(await axeViolations(page, {include: 'dialog form'}))).toEqual([]);
  });
});

test.describe('forms showing their errors stay accessible', () => {
  const FORMS = [
    {path: '/request-demo', form: 'Request a demo', submit: 'Request Demo'},
    {path: '/waitlist', form: 'Join the waitlist', submit: 'Join the Waitlist'},
    {path: '/mj-unpacked', form: 'Register for the conference offer', submit: 'Claim My Free Chatbot'},
    {path: NEWSLETTER_ISSUE, form: 'Subscribe to the newsletter', submit: 'Subscribe Free'},
  ];
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(scheme, () => {
      test.use({colorScheme: scheme});
      for (const {path, form, submit} of FORMS) {
        test(`axe: ${form} with errors (${scheme})`, async ({page}) => {
          await page.goto(path);
          const f = page.getByRole('form', {name: form});
          await f.getByRole('button', {name: submit}).click();
          await expect(f.locator('[aria-invalid="true"]').first()).toBeVisible();
          expect(describeViolations(await axeViolations(page, {include: `form[aria-label="${form}"]`}))).toEqual([]);
        });
      }
    });
  }
});
