import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/test';
import {
  ADULTS_NOTICE,
  APP_VERSION_MARKER,
  CALCULATOR,
  CONTENT,
  DEMO,
  STORAGE_KEYS,
  TICKER,
  TIMING,
} from '../../src/data/constants';
import {CALCULATOR_ID, HOME} from '../../src/data/home';
import {DEMO_COPY} from '../../src/data/demoCopy';
import {HOME_SCENARIOS, TEASER_SCRIPT} from '../../src/data/chatScenarios';
import {DEFAULT_INPUT, calculateLoss, formatPercent, formatUsd, type CalculatorInput} from '../../src/lib/calculator';

/**
 * The home page's moving parts, on the production build. Timers are driven
 * with page.clock; expected figures come from the data modules and src/lib.
 */

/** Longest pause before any scripted message (a bot typing for its maximum). */
const LONGEST_STEP = Math.max(DEMO.botTypingMaxMs, DEMO.promoDelayMs, DEMO.otherDelayMs);

const heroChat = (page: Page) => page.getByRole('region', {name: HOME.en.hero.chatLabel});
const teaserChat = (page: Page) => page.getByRole('region', {name: HOME.en.blogTeaser.chatTitle});
const calculator = (page: Page) => page.locator(`#${CALCULATOR_ID}`);
const popup = (page: Page) => page.getByRole('dialog', {name: DEMO_COPY.en.popup.title});

/** Timers start once the page has hydrated; the hero chat's first message (after 800 ms) shows that it has. */
async function hydrated(page: Page) {
  await page.clock.runFor(DEMO.firstMessageMs);
  await expect(heroChat(page).locator('[data-message-id]').first()).toBeVisible();
}

test.describe('page', () => {
  test('carries the app-version marker, one h1 and the sections in order', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', APP_VERSION_MARKER);
    await expect(page.locator('h1')).toHaveCount(1);
    const headings = await page.locator('main h2').allTextContents();
    const expected = [
      HOME.en.about.title,
      HOME.en.hiddenCost.title,
      HOME.en.calculator.title,
      HOME.en.logos.title,
      HOME.en.stats.title,
      HOME.en.testimonials.title,
      HOME.en.cta.title,
      HOME.en.solution.title,
      HOME.en.benefits.title,
      HOME.en.comparison.title,
      HOME.en.specialized.title,
      HOME.en.blogTeaser.title,
    ];
    expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);
    await expect(page.locator('#about')).toBeAttached();
    await expect(page.getByText(ADULTS_NOTICE.en).first()).toBeVisible();
  });

  test('links the hero, about, CTA, comparison and beta buttons where they belong', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('link', {name: HOME.en.hero.primary.label})).toHaveAttribute(
      'href',
      HOME.en.hero.primary.to,
    );
    await expect(main.getByRole('link', {name: HOME.en.about.actions[0]!.label})).toHaveAttribute('href', '/about');
    await expect(main.getByRole('link', {name: HOME.en.cta.actions[0]!.label})).toHaveAttribute('href', '/waitlist');
    const schedule = main.getByRole('link', {name: HOME.en.cta.actions[1]!.label});
    await expect(schedule).toHaveAttribute('target', '_blank');
    await expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByRole('link', {name: 'Start Free Trial'})).toHaveAttribute('href', '/waitlist');
    await expect(main.getByRole('link', {name: 'See Live Demo'})).toHaveAttribute('href', '/demo');
    await expect(main.getByRole('link', {name: 'Join Beta Program'})).toHaveAttribute('href', '/waitlist');
    await expect(main.getByRole('link', {name: new RegExp(HOME.en.solution.card.title)})).toHaveAttribute(
      'href',
      '/ai-product-bot',
    );
    await expect(main.getByText(HOME.en.specialized.badge, {exact: true})).toHaveCount(3);
  });

  test('scrolls to the calculator from the hero', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: HOME.en.hero.secondary.label}).click();
    await expect(page.getByRole('heading', {name: HOME.en.calculator.title})).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${CALCULATOR_ID}$`));
  });
});

test.describe('loss calculator', () => {
  async function expectResults(page: Page, input: CalculatorInput) {
    const result = calculateLoss(input);
    const section = calculator(page);
    for (const id of ['withoutBot', 'basicChat', 'withBot'] as const) {
      await expect(section.getByTestId(`${id}-monthly`)).toHaveText(formatUsd(result[id].monthly));
      await expect(section.getByTestId(`${id}-yearly`)).toHaveText(formatUsd(result[id].yearly));
      await expect(section.getByTestId(`${id}-conversion`)).toHaveText(formatPercent(result[id].conversion));
    }
    await expect(section.getByTestId('total-swing')).toHaveText(formatUsd(result.totalMonthlySwing));
    await expect(section.getByTestId('conversion-boost')).toHaveText(`+${result.conversionBoost}%`);
  }

  test('shows the defaults: a loss without a bot and a gain with BudBot', async ({page}) => {
    await page.goto('/');
    await expectResults(page, DEFAULT_INPUT);
    await expect(calculator(page).locator('[data-scenario="withBot"]')).toContainText('gain per month');
  });

  test('moves each slider by keyboard and updates the results', async ({page}) => {
    await page.goto('/');
    const sliders = {
      visitors: page.getByRole('slider', {name: HOME.en.calculator.sliders.visitors.label}),
      orderValue: page.getByRole('slider', {name: HOME.en.calculator.sliders.orderValue.label}),
      conversionRate: page.getByRole('slider', {name: HOME.en.calculator.sliders.conversionRate.label}),
    };
    let input = {...DEFAULT_INPUT};
    for (const key of ['visitors', 'orderValue', 'conversionRate'] as const) {
      const slider: Locator = sliders[key];
      const range = CALCULATOR[key];
      await slider.focus();

      await slider.press('ArrowRight');
      input = {...input, [key]: Math.round((range.default + range.step) * 10) / 10};
      await expectResults(page, input);

      await slider.press('End');
      input = {...input, [key]: range.max};
      await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`${range.max}`));
      await expectResults(page, input);

      await slider.press('Home');
      input = {...input, [key]: range.min};
      await expectResults(page, input);
    }
  });

  test('labels each slider value with its unit', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('slider', {name: HOME.en.calculator.sliders.visitors.label})).toHaveAttribute(
      'aria-valuetext',
      `${CALCULATOR.visitors.default} ${HOME.en.calculator.sliders.visitors.unit}`,
    );
    await expect(calculator(page).getByRole('link', {name: HOME.en.calculator.action.label})).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

test.describe('home chat demo', () => {
  test('plays a scenario to its summary, then moves to the next one after 10 s', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const chat = heroChat(page);
    const [first, second] = HOME_SCENARIOS.en;
    await expect(chat).toContainText(`1 of ${HOME_SCENARIOS.en.length}: ${first!.title}`);

    await page.clock.runFor(DEMO.firstMessageMs);
    await expect(chat.locator(`[data-message-id="${first!.messages[0]!.id}"]`)).toBeVisible();
    await expect(chat.getByRole('textbox')).toBeDisabled();

    // Step in 100 ms slices: the bot's typing time is random, so the end of the script is found, not computed.
    const messages = chat.locator('[data-message-id]');
    for (let elapsed = 0; (await messages.count()) < first!.messages.length; elapsed += 100) {
      expect(elapsed).toBeLessThan(first!.messages.length * LONGEST_STEP);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(DEMO.summaryFirstMs);
    await expect(chat.locator('[data-summary="preparing"]')).toBeVisible();
    await page.clock.runFor(DEMO.summarySecondMs);
    await expect(chat.locator('[data-summary="ready"]')).toContainText(DEMO.summaryCoupon.code);

    await page.clock.runFor(DEMO.nextScenarioMs);
    await expect(chat).toContainText(`2 of ${HOME_SCENARIOS.en.length}: ${second!.title}`);
    await expect(chat.locator('[data-summary]')).toHaveCount(0);
  });

  test('answers an option with the shopper sentence, and can be paused', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const chat = heroChat(page);
    await page.clock.runFor(DEMO.firstMessageMs);
    const option = HOME_SCENARIOS.en[0]!.messages[0]!.options[0]!;
    await chat.getByRole('button', {name: option.text}).click();
    await expect(chat.locator('[data-type="user"]').last()).toBeVisible();

    await chat.getByRole('button', {name: DEMO_COPY.en.chat.pause}).click();
    const count = await chat.locator('[data-message-id]').count();
    await page.clock.runFor(LONGEST_STEP * 3);
    await expect(chat.locator('[data-message-id]')).toHaveCount(count);
    await chat.getByRole('button', {name: DEMO_COPY.en.chat.resume}).click();
    await page.clock.runFor(LONGEST_STEP);
    await expect(chat.locator('[data-message-id]')).toHaveCount(count + 1);

    await chat.getByRole('button', {name: DEMO_COPY.en.chat.next}).click();
    await expect(chat).toContainText(`2 of ${HOME_SCENARIOS.en.length}`);
  });

  test('shows a whole scenario at once and stays still under reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/');
    const chat = heroChat(page);
    await expect(chat.locator('[data-message-id]')).toHaveCount(HOME_SCENARIOS.en[0]!.messages.length);
    await expect(chat.locator('[data-summary="ready"]')).toBeVisible();
    await expect(chat.getByRole('button', {name: DEMO_COPY.en.chat.pause})).toHaveCount(0);
  });
});

test.describe('lost-revenue ticker', () => {
  test('grows lost today every 3 s and shows the counters still under reduced motion', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const lost = page.getByTestId('lost-today');
    const start = formatUsd(TICKER.lostToday.start);
    await expect(lost).toContainText(start);
    await hydrated(page);
    const dollars = async () => Number((await lost.textContent())!.replace(/[^0-9.]/g, '').split('.')[0]);
    const before = await dollars();
    await page.clock.runFor(TICKER.lostToday.intervalMs);
    const step = (await dollars()) - before;
    expect(step).toBeGreaterThanOrEqual(TICKER.lostToday.minStep);
    expect(step).toBeLessThanOrEqual(TICKER.lostToday.maxStep);

    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.reload();
    await expect(lost).toHaveText(`${start}.00`);
    await page.clock.runFor(TICKER.lostToday.intervalMs * 3);
    await expect(lost).toHaveText(`${start}.00`);
  });
});

test.describe('logo strip', () => {
  test('scrolls, pauses on hover, and stands still under reduced motion', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const track = page.getByTestId('logo-track');
    await track.scrollIntoViewIfNeeded();
    await expect(track.locator('li')).toHaveCount(HOME.en.logos.logos.length * 2);
    await page.clock.runFor(1000);
    const moved = await track.evaluate((element) => element.style.transform);
    expect(moved).toMatch(/translate3d\(-\d/);

    await track.hover();
    await page.clock.runFor(1000);
    const held = await track.evaluate((element) => element.style.transform);
    await page.clock.runFor(1000);
    expect(await track.evaluate((element) => element.style.transform)).toBe(held);

    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.reload();
    await expect(track.locator('li')).toHaveCount(HOME.en.logos.logos.length);
    await expect(track.getByRole('img', {name: HOME.en.logos.logos[0]!.alt})).toBeVisible();
    expect(await track.evaluate((element) => element.style.transform)).toBe('');
  });
});

test.describe('images that fail', () => {
  test('the logo strip shows 5 skeletons while loading, then a name where a logo fails', async ({page}) => {
    const [broken] = HOME.en.logos.logos;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/img/home/logos/*.svg', async (route) => {
      await held;
      if (route.request().url().endsWith(broken!.src)) await route.fulfill({status: 404, body: ''});
      else await route.continue();
    });
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    const skeletons = page.locator('[aria-busy="true"] li');
    await expect(skeletons).toHaveCount(TIMING.logoStrip.skeletons);
    release();
    await expect(skeletons).toHaveCount(0);
    const track = page.getByTestId('logo-track');
    await expect(track).toBeVisible();
    // The logos load lazily, so the failure only happens once the strip is on screen.
    await page.getByRole('heading', {name: HOME.en.logos.title}).evaluate((heading) => heading.scrollIntoView());
    await expect(track.getByText(broken!.alt, {exact: true}).first()).toBeVisible();
    await expect(track.getByRole('img', {name: HOME.en.logos.logos[1]!.alt})).toBeVisible();
  });

  test('the about image falls back to its caption', async ({page}) => {
    await page.route(`**${HOME.en.about.image.src}`, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/');
    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect(page.locator('#about').getByRole('img', {name: HOME.en.about.image.fallback})).toBeVisible();
  });
});

test.describe('stats', () => {
  test('reveals the four stats once in view, and shows them at once under reduced motion', async ({page}) => {
    await page.goto('/');
    const grid = page.locator('[data-phase]');
    await expect(grid).toHaveAttribute('data-phase', 'waiting');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute('data-phase', 'shown');
    for (const stat of HOME.en.stats.stats) await expect(grid.getByText(stat.number, {exact: true})).toBeVisible();

    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.reload();
    await expect(grid).toHaveAttribute('data-phase', 'static');
  });
});

test.describe('testimonials carousel', () => {
  const items = HOME.en.testimonials.items;

  test('cycles with next and previous, wrapping both ways, with one dot per testimonial', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/');
    const carousel = page.getByRole('region', {name: 'Testimonials'});
    const slide = carousel.getByTestId('testimonial');
    await expect(carousel.getByRole('button', {name: /^Show testimonial/})).toHaveCount(items.length);
    for (const item of [...items.slice(1), items[0]!]) {
      await carousel.getByRole('button', {name: 'Next testimonial'}).click();
      await expect(slide).toContainText(item.author);
    }
    await carousel.getByRole('button', {name: 'Previous testimonial'}).click();
    await expect(slide).toContainText(items.at(-1)!.author);
    await carousel.getByRole('button', {name: `Show testimonial 2 of ${items.length}: ${items[1]!.author}`}).click();
    await expect(slide).toContainText(items[1]!.author);
    await page.keyboard.press('ArrowRight');
    await expect(slide).toContainText(items[2]!.author);
    await expect(carousel.getByRole('button', {name: /Pause testimonials/})).toHaveCount(0);
  });

  test('advances by itself only when not hovered', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', {name: 'Testimonials'});
    const slide = carousel.getByTestId('testimonial');
    await page.clock.runFor(TIMING.testimonialAdvanceMs);
    await expect(slide).toContainText(items[1]!.author);
    await slide.hover();
    await page.clock.runFor(TIMING.testimonialAdvanceMs * 2);
    await expect(slide).toContainText(items[1]!.author);
  });
});

test.describe('blog teaser', () => {
  test('shows up to three recent posts with their fields and the view-all links', async ({page}) => {
    await page.goto('/');
    const section = page.locator('section', {has: page.getByRole('heading', {name: HOME.en.blogTeaser.title})});
    const cards = section.locator('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(CONTENT.blogTeaserCount);
    for (const card of await cards.all()) {
      await expect(card).toContainText(CONTENT.readTimeLabel);
      await expect(card.getByRole('link', {name: new RegExp(HOME.en.blogTeaser.readMore)})).toHaveAttribute(
        'href',
        /^\/blog\//,
      );
    }
    await expect(section.getByRole('link', {name: HOME.en.blogTeaser.viewAll.label})).toHaveAttribute('href', '/blog');
    await expect(section.getByRole('link', {name: HOME.en.blogTeaser.links[0]!.label})).toHaveAttribute(
      'href',
      '/business-intelligence',
    );
    await expect(section.getByRole('link', {name: HOME.en.blogTeaser.links[1]!.label})).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(section.getByRole('link', {name: HOME.en.blogTeaser.viewAllMobile.label, exact: true})).toBeHidden();
    await page.setViewportSize({width: 390, height: 844});
    await expect(section.getByRole('link', {name: HOME.en.blogTeaser.viewAllMobile.label, exact: true})).toBeVisible();
  });

  test('plays the teaser chat in its fixed order to the end, then resets', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    const chat = teaserChat(page);
    await expect(chat.locator('[data-message-id]')).toHaveCount(1);
    for (const reply of TEASER_SCRIPT.en.replies) {
      await chat.locator('[data-message-id]').last().scrollIntoViewIfNeeded();
      await chat.getByRole('group', {name: DEMO_COPY.en.chat.optionsLabel}).last().getByRole('button').last().click();
      await page.clock.runFor(DEMO.chatDemoReplyMs);
      await expect(chat.locator('[data-message-id]').last()).toHaveAttribute('data-message-id', reply.id);
    }
    await expect(chat.locator('[data-summary="ready"]')).toBeVisible();
    await expect(chat).toContainText(DEMO.flashPromo.code);
    await expect(chat).toContainText(DEMO_COPY.en.chat.complete);

    await chat.getByRole('button', {name: DEMO_COPY.en.chat.reset}).click();
    await expect(chat.locator('[data-message-id]')).toHaveCount(1);
    await expect(chat.locator('[data-message-id]')).toHaveAttribute('data-message-id', TEASER_SCRIPT.en.greeting.id);
  });
});

test.describe('demo popup', () => {
  test('appears after 60 s, closes with Escape, and stays away after a reload', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', {name: HOME.en.hero.primary.label}).focus();
    await page.clock.fastForward(TIMING.popupDelayMs - DEMO.firstMessageMs - 1000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(1000);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('aria-modal', 'true');

    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByRole('link', {name: HOME.en.hero.primary.label})).toBeFocused();
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.popupDismissed);
    expect(Number(stored)).toBeGreaterThan(0);

    await page.reload();
    await hydrated(page);
    await page.clock.fastForward(TIMING.popupDelayMs * 2);
    await expect(popup(page)).toHaveCount(0);
  });

  test('closes with its close button and keeps Tab inside', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.clock.fastForward(TIMING.popupDelayMs);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', {name: new RegExp(DEMO_COPY.en.popup.close)});
    await close.focus();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await close.click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.clock.fastForward(TIMING.popupDelayMs);
    await expect(popup(page)).toHaveCount(0);
  });
});
