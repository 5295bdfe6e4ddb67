import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {ADULTS_NOTICE, DEMO} from '../../src/data/constants';
import {DEMO_COPY} from '../../src/data/demoCopy';
import {SLEEP_AID_SCRIPT} from '../../src/data/chatScenarios';
import {CAROUSEL_PRODUCTS, DEMO_PRODUCTS} from '../../src/data/demoProducts';
import {summarize} from '../../src/lib/chat/summary';

/** /demo: the sleep-aid chat and the product carousel, on the production build. */

const LONGEST_STEP = Math.max(DEMO.botTypingMaxMs, DEMO.promoDelayMs, DEMO.otherDelayMs);
const chat = (page: Page) => page.getByRole('region', {name: DEMO_COPY.en.page.chatTitle});
const product = (id: string) => DEMO_PRODUCTS.en.find((candidate) => candidate.id === id)!;

/** Clicks an option by its value's text and lets the routed messages arrive. */
async function pick(page: Page, value: string) {
  const option = SLEEP_AID_SCRIPT.en.messages
    .flatMap((message) => message.options)
    .find((candidate) => candidate.value === value)!;
  await chat(page).getByRole('button', {name: option.text}).last().click();
  await page.clock.runFor((SLEEP_AID_SCRIPT.en.routes[value]?.length ?? 0) * LONGEST_STEP);
}

test('links back to the waitlist and on to the waitlist form', async ({page}) => {
  await page.goto('/demo');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('link', {name: DEMO_COPY.en.page.back.label})).toHaveAttribute('href', '/waitlist');
  await expect(page.getByRole('link', {name: DEMO_COPY.en.page.cta.action.label})).toHaveAttribute(
    'href',
    '/waitlist#waitlist-form',
  );
});

test('plays the sleep-aid chat to its summary and resets it', async ({page}) => {
  await page.clock.install();
  await page.goto('/demo');
  const box = chat(page);
  await expect(box.getByText(DEMO_COPY.en.chat.online, {exact: true})).toBeVisible();
  await expect(box.getByRole('textbox', {name: DEMO_COPY.en.chat.inputLabel})).toBeDisabled();
  await expect(box.getByText(ADULTS_NOTICE.en)).toBeVisible();

  await page.clock.runFor(DEMO.firstMessageMs);
  await expect(box.locator('[data-message-id="greeting"]')).toBeVisible();

  await pick(page, 'falling-asleep');
  await pick(page, 'format-tincture');
  await expect(box.locator('[data-summary]')).toHaveCount(0);
  await pick(page, 'choose:night-cap-tincture');
  const one = summarize([product('night-cap-tincture')]);
  await expect(box.getByTestId('summary-total')).toHaveText(`$${one.total}`);
  await expect(box.getByTestId('summary-savings')).toHaveText(`$${one.savings}`);
  await expect(box.locator('[data-summary="ready"]')).toContainText(one.couponCode);

  await pick(page, 'pairing');
  await pick(page, 'choose:arnica-relief-balm');
  const two = summarize([product('night-cap-tincture'), product('arnica-relief-balm')]);
  await expect(box.getByTestId('summary-total')).toHaveText(`$${two.total}`);
  await expect(box.locator('[data-type="promo"]')).toContainText(DEMO.flashPromo.code);
  await expect(box.locator('[data-message-id="goodbye"]')).toBeVisible();

  await box.getByRole('button', {name: DEMO_COPY.en.chat.reset}).click();
  await expect(box.locator('[data-message-id]')).toHaveCount(0);
  await expect(box.locator('[data-summary]')).toHaveCount(0);
  await page.clock.runFor(DEMO.firstMessageMs);
  await expect(box.locator('[data-message-id]')).toHaveCount(SLEEP_AID_SCRIPT.en.greeting.length);
});

test('cycles the product carousel with buttons and arrow keys, wrapping both ways', async ({page}) => {
  await page.goto('/demo');
  const carousel = page.getByRole('region', {name: DEMO_COPY.en.page.carouselLabel});
  const position = page.getByTestId('carousel-position');
  const count = CAROUSEL_PRODUCTS.en.length;
  await expect(position).toContainText(`${CAROUSEL_PRODUCTS.en[0]!.name}: product 1 of ${count}`);

  for (let step = 1; step <= count; step++) {
    await carousel.getByRole('button', {name: DEMO_COPY.en.page.next}).click();
    const index = step % count;
    await expect(position).toContainText(`${CAROUSEL_PRODUCTS.en[index]!.name}: product ${index + 1} of ${count}`);
  }
  await carousel.getByRole('button', {name: DEMO_COPY.en.page.previous}).click();
  await expect(position).toContainText(`product ${count} of ${count}`);

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toContainText(`product 1 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toContainText(`product ${count - 1} of ${count}`);
  await expect(carousel.locator(`[data-product-id="${CAROUSEL_PRODUCTS.en[count - 2]!.id}"]`)).toBeVisible();
});
