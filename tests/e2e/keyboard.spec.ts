import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/test';
import {TIMING} from '../../src/data/constants';
import {CALCULATOR_ID, HOME} from '../../src/data/home';
import {DEMO_COPY} from '../../src/data/demoCopy';
import navbar from '../../src/config/navbar';
import {expectVisibleFocus, hasFocusInside, hydrated, tabOutOf, tabTo} from './support/keyboard';
import {sitemapRoutes} from './support/routes';

/**
 * Keyboard use of the whole site, on the production build: every route can be
 * tabbed through with a visible focus indicator and no trap, and each widget
 * (header dropdowns, phone drawer, calculator, chat demos, carousels,
 * accordion, demo popup, forms) works from the keyboard, with Escape closing
 * what opened and focus returning where it came from.
 */

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

const dropdowns = navbar.items.filter((item) => item.type === 'dropdown');
const header = (page: Page) => page.locator('nav.navbar');

// Every route's Tab cycle (visible focus, no trap) is part of the page walk, walk.spec.ts.

test.describe('header (desktop)', () => {
  test.use({viewport: DESKTOP});

  test('tabs through the header in order, dropdown links only when open', async ({page}) => {
    await page.goto('/about');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expectVisibleFocus(page);

    const expected = [
      header(page)
        .getByRole('link', {name: /BudBot/})
        .first(),
      ...dropdowns.map((group) => header(page).getByRole('button', {name: group.label!, exact: true})),
    ];
    for (const control of expected) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      await expectVisibleFocus(page);
    }
    // The rest of the header, then out of it into the page: no trap.
    await tabOutOf(page, header(page));
  });

  for (const [index, group] of dropdowns.entries()) {
    const key = index % 2 === 0 ? 'Enter' : 'Space';
    test(`dropdown "${group.label}" opens with ${key}, Escape closes it and focus returns`, async ({page}) => {
      await page.goto('/about');
      const trigger = header(page).getByRole('button', {name: group.label!, exact: true});
      await hydrated(trigger);
      await tabTo(page, trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press(key);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(menu).toBeVisible();
      const links = menu.getByRole('link');
      await expect(links).toHaveCount(group.items!.length);
      for (let item = 0; item < group.items!.length; item++) {
        await page.keyboard.press('Tab');
        await expect(links.nth(item)).toBeFocused();
        await expectVisibleFocus(page);
      }

      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test('tabbing past the last link of an open dropdown closes it (no trap)', async ({page}) => {
    await page.goto('/about');
    const group = dropdowns[0]!;
    const trigger = header(page).getByRole('button', {name: group.label!, exact: true});
    await hydrated(trigger);
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu fades in; its links take focus once it is visible.
    await expect(
      page
        .locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
        .getByRole('link')
        .first(),
    ).toBeVisible();
    for (let item = 0; item <= group.items!.length; item++) await page.keyboard.press('Tab');
    await expect(header(page).getByRole('button', {name: dropdowns[1]!.label!, exact: true})).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile drawer (phone)', () => {
  test.use({viewport: PHONE});

  test('opens from the keyboard, keeps focus inside, closes on Escape and returns focus to the toggle', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await hydrated(toggle);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', {name: 'Navigation Menu'});
    await expect(drawer).toBeVisible();
    await expect.poll(() => hasFocusInside(drawer)).toBe(true);

    // A modal drawer: Tab and Shift+Tab cycle inside it, each stop visible.
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press('Tab');
      expect(await hasFocusInside(drawer)).toBe(true);
      await expectVisibleFocus(page);
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocusInside(drawer)).toBe(true);
    }

    // An expandable group opens from the keyboard and its links come next in the Tab order.
    const group = dropdowns[0]!;
    const caret = drawer
      .locator('.menu__list-item', {hasText: group.label!})
      .first()
      .getByRole('button', {name: /Expand/});
    await caret.focus();
    await page.keyboard.press('Enter');
    await expect(
      drawer
        .locator('.menu__list-item', {hasText: group.label!})
        .first()
        .getByRole('button', {name: /Collapse/}),
    ).toHaveAttribute('aria-expanded', 'true');
    const firstLink = drawer.getByRole('link', {name: group.items![0]!.label, exact: true});
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    // Out of the header and on into the page: nothing holds focus any more.
    await tabOutOf(page, header(page));
  });
});

test.describe('home widgets', () => {
  test.use({viewport: DESKTOP});

  test('calculator sliders: reached in turn, arrow keys change the value and the results', async ({page}) => {
    await page.goto('/');
    const form = page.locator(`#${CALCULATOR_ID}`).getByRole('form');
    const sliders = form.getByRole('slider');
    await expect(sliders).toHaveCount(3);
    const withoutBot = page.locator(`#${CALCULATOR_ID} [data-scenario="withoutBot"]`);
    await hydrated(sliders.first());
    await tabTo(page, sliders.first());
    for (let index = 0; index < 3; index++) {
      const slider = sliders.nth(index);
      if (index > 0) {
        await page.keyboard.press('Tab');
        await expect(slider).toBeFocused();
        await expectVisibleFocus(page);
      }
      const before = {value: await slider.inputValue(), result: (await withoutBot.textContent()) ?? ''};
      await page.keyboard.press('ArrowRight');
      await expect(slider).not.toHaveValue(before.value);
      await expect(withoutBot).not.toHaveText(before.result);
      await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveValue(before.value);
      await expect(withoutBot).toHaveText(before.result);
    }
    await tabOutOf(page, form);
  });

  test('chat demo options: reached with Tab, chosen with Enter and Space', async ({page}) => {
    await page.goto('/');
    // The hero chat plays by itself; its first options show after the first message.
    const hero = page.getByRole('region', {name: HOME.en.hero.chatLabel});
    const heroOption = hero
      .getByRole('group', {name: DEMO_COPY.en.chat.optionsLabel})
      .last()
      .getByRole('button')
      .first();
    await expect(heroOption).toBeVisible();
    await hydrated(heroOption);
    await tabTo(page, heroOption);
    await page.keyboard.press('Enter');
    await expect(hero.locator('[data-type="user"]')).not.toHaveCount(0);

    const teaser = page.getByRole('region', {name: HOME.en.blogTeaser.chatTitle});
    const teaserOption = teaser.getByRole('group', {name: DEMO_COPY.en.chat.optionsLabel}).getByRole('button').first();
    await tabTo(page, teaserOption);
    await page.keyboard.press('Space');
    await expect(teaser.locator('[data-type="user"]')).toHaveCount(1);
    // The next reply brings new options; Tab reaches them, and Enter answers again.
    const nextOption = teaser
      .locator('[data-message-id]')
      .last()
      .getByRole('group', {name: DEMO_COPY.en.chat.optionsLabel})
      .getByRole('button')
      .first();
    await expect(teaser.locator('[data-type="user"]')).toHaveCount(1);
    await expect(nextOption).toBeVisible();
    await tabTo(page, nextOption, 10);
    await page.keyboard.press('Enter');
    await expect(teaser.locator('[data-type="user"]')).toHaveCount(2);
    await tabOutOf(page, teaser);
  });

  test('testimonials carousel: buttons and arrow keys, focus holds it still', async ({page}) => {
    await page.goto('/');
    const carousel = page.getByRole('region', {name: 'Testimonials'});
    const slide = carousel.getByTestId('testimonial');
    const items = HOME.en.testimonials.items;
    const previous = carousel.getByRole('button', {name: 'Previous testimonial'});
    await hydrated(previous);
    await tabTo(page, previous);
    await expect(slide).toContainText(items[0]!.author);
    await page.keyboard.press('Enter');
    await expect(slide).toContainText(items.at(-1)!.author);
    await page.keyboard.press('ArrowRight');
    await expect(slide).toContainText(items[0]!.author);
    await page.keyboard.press('ArrowRight');
    await expect(slide).toContainText(items[1]!.author);
    await page.keyboard.press('ArrowLeft');
    await expect(slide).toContainText(items[0]!.author);

    const dot = carousel.getByRole('button', {name: new RegExp(`^Show testimonial 3 of ${items.length}`)});
    await tabTo(page, dot, 5);
    await page.keyboard.press('Space');
    await expect(slide).toContainText(items[2]!.author);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await tabOutOf(page, carousel);
  });
});

test.describe('demo page', () => {
  test.use({viewport: DESKTOP});

  test('chat options and the product carousel work from the keyboard', async ({page}) => {
    await page.goto('/demo');
    const chat = page.getByRole('region', {name: /conversation/}).first();
    const option = chat.getByRole('group', {name: DEMO_COPY.en.chat.optionsLabel}).last().getByRole('button').first();
    await expect(option).toBeVisible();
    await hydrated(option);
    await tabTo(page, option);
    await page.keyboard.press('Enter');
    await expect(chat.locator('[data-type="user"]')).toHaveCount(1);

    const carousel = page.getByRole('region', {name: DEMO_COPY.en.page.carouselLabel});
    const position = page.getByTestId('carousel-position');
    await tabTo(page, carousel);
    await expect(position).toContainText('product 1 of');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toContainText(/product (\d+) of \1/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(position).toContainText('product 2 of');

    const next = carousel.getByRole('button', {name: DEMO_COPY.en.page.next});
    await tabTo(page, next, 5);
    await page.keyboard.press('Enter');
    await expect(position).toContainText('product 3 of');
    await page.keyboard.press('Space');
    await expect(position).toContainText('product 4 of');
    await tabOutOf(page, carousel);
  });
});

test.describe('accordion (/pricing FAQ)', () => {
  test.use({viewport: DESKTOP});

  test('Enter and Space open one answer at a time and collapse it again', async ({page}) => {
    await page.goto('/pricing');
    const faq = page.locator('#faq');
    const questions = faq.locator('button[aria-expanded]');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await hydrated(first);
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await tabOutOf(page, faq);
  });
});

test.describe('demo popup (/)', () => {
  test.use({viewport: DESKTOP});

  test('after 60 s: focus inside, Tab stays inside, Escape closes, focus returns', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const origin = page.getByRole('link', {name: HOME.en.hero.primary.label});
    await hydrated(origin);
    await tabTo(page, origin);
    await page.clock.fastForward(TIMING.popupDelayMs);

    const dialog = page.getByRole('dialog', {name: DEMO_COPY.en.popup.title});
    await expect(dialog).toBeVisible();
    await expect.poll(() => hasFocusInside(dialog)).toBe(true);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await hasFocusInside(dialog)).toBe(true);
      await expectVisibleFocus(page);
    }
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await hasFocusInside(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(origin).toBeFocused();
  });
});

/** The form's controls a visitor tabs through, in document order (the hidden honeypot is not one). */
function controls(form: Locator) {
  return form.locator('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button');
}

async function checkForm(page: Page, route: string, formName: string | RegExp) {
  await page.goto(route);
  const form = page.getByRole('form', {name: formName});
  const fields = controls(form);
  const count = await fields.count();
  expect(count).toBeGreaterThan(1);
  await hydrated(fields.first());

  await tabTo(page, fields.first());
  for (let index = 1; index < count; index++) {
    await page.keyboard.press('Tab');
    await expect(fields.nth(index)).toBeFocused();
    await expectVisibleFocus(page);
  }
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  const firstInvalid = form.locator('[aria-invalid="true"]').first();
  await expect(firstInvalid).toBeVisible();
  await expect(firstInvalid).toBeFocused();
  await expect(firstInvalid).toHaveAttribute('aria-describedby', /.+/);
  await expectVisibleFocus(page);
  await tabOutOf(page, form);
}

test.describe('forms: fields in order, visible focus, empty submit focuses the first invalid field', () => {
  test.use({viewport: DESKTOP});
  const newsletterIssue = sitemapRoutes().find((route) => /^\/newsletters\/.+/.test(route))!;
  const forms: [string, RegExp][] = [
    ['/request-demo', /request a demo/i],
    ['/waitlist', /waitlist/i],
    ['/mj-unpacked', /register/i],
    [newsletterIssue, /subscribe/i],
  ];
  for (const [route, name] of forms) {
    test(route, async ({page}) => checkForm(page, route, name));
  }
});
