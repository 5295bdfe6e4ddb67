import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {TICKER} from '../../src/data/constants';
import {HOME} from '../../src/data/home';
import {HOME_SCENARIOS} from '../../src/data/chatScenarios';
import {waitlistBanner, waitlistCounters, waitlistHero} from '../../src/data/waitlist';
import {formatUsd} from '../../src/lib/calculator';
import {templateWalkRoutes} from './support/routes';

/**
 * prefers-reduced-motion: reduce stops every animation (ticker, logo strip,
 * typing, counters, carousel auto-advance, scrolling banner) while all content
 * stays readable with its final values.
 *
 * Method: page.clock drives the page's timers, so two snapshots of what a
 * visitor sees (the text of <main>, every transform, every scroll offset,
 * running CSS animations, playing videos) are taken 2 s of page time apart
 * without waiting 2 s of real time, after every section has been scrolled
 * into view (counters and reveals start when seen). A control test checks
 * that the same snapshots do differ when motion is allowed.
 */

type Snapshot = {text: string; transforms: string[]; scroll: string[]; animations: string[]; playing: number};

function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const transforms: string[] = [];
    const scroll: string[] = [];
    main.querySelectorAll<HTMLElement>('*').forEach((element, index) => {
      const transform = getComputedStyle(element).transform;
      if (transform !== 'none') transforms.push(`${index} ${transform}`);
      if (element.scrollLeft || element.scrollTop) scroll.push(`${index} ${element.scrollLeft},${element.scrollTop}`);
    });
    const animations = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : 'script';
        return `${name} on <${target?.tagName.toLowerCase()} class="${target?.getAttribute('class') ?? ''}">`;
      });
    const playing = Array.from(document.querySelectorAll('video')).filter((video) => !video.paused).length;
    return {text: (main as HTMLElement).innerText, transforms, scroll, animations, playing};
  });
}

/** Loads a route with the page clock installed and brings every section into view once. */
async function openAndSettle(page: Page, route: string) {
  await page.clock.install();
  await page.goto(route, {waitUntil: 'load'});
  await page.clock.runFor(1000);
  for (const section of await page.locator('main section, main > *').all()) {
    await section.scrollIntoViewIfNeeded().catch(() => undefined);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(1000);
}

async function expectStill(page: Page) {
  const before = await snapshot(page);
  await page.clock.runFor(2000);
  const after = await snapshot(page);
  expect(after.animations, 'running CSS animations or transitions').toEqual([]);
  expect(after.playing, 'playing videos').toBe(0);
  expect(after.transforms, 'transforms 2 s apart').toEqual(before.transforms);
  expect(after.scroll, 'scroll offsets 2 s apart').toEqual(before.scroll);
  expect(after.text, 'visible text 2 s apart').toBe(before.text);
}

test.describe('reduced motion', () => {
  test.use({reducedMotion: 'reduce', viewport: {width: 1280, height: 800}});

  test('/: ticker, logo strip, typing, counters and testimonials stand still, final values shown', async ({page}) => {
    await openAndSettle(page, '/');
    await expectStill(page);

    await expect(page.getByTestId('lost-today')).toContainText(formatUsd(TICKER.lostToday.start));
    const track = page.getByTestId('logo-track');
    for (const logo of HOME.en.logos.logos) await expect(track.getByRole('img', {name: logo.alt})).toBeVisible();
    for (const stat of HOME.en.stats.stats)
      await expect(page.getByText(stat.number, {exact: true}).first()).toBeVisible();
    const hero = page.getByRole('region', {name: HOME.en.hero.chatLabel});
    await expect(hero.locator('[data-message-id]')).toHaveCount(HOME_SCENARIOS.en[0]!.messages.length);
    await expect(hero).not.toContainText(/is typing/i);
    await expect(page.getByRole('region', {name: 'Testimonials'}).getByTestId('testimonial')).toContainText(
      HOME.en.testimonials.items[0]!.author,
    );
  });

  test('/waitlist: typing, counters and banner stand still, final values shown', async ({page}) => {
    await openAndSettle(page, '/waitlist');
    await expectStill(page);

    await expect(page.getByTestId('typing-visible')).toHaveText(waitlistHero.en.typingPhrases[0]);
    for (const counter of waitlistCounters.en.items)
      await expect(page.locator('#results').getByText(counter.figure, {exact: true}).first()).toBeVisible();
    const banner = page.getByRole('region', {name: waitlistBanner.en.label});
    for (const message of waitlistBanner.en.messages) await expect(banner.getByText(message).first()).toBeVisible();
  });

  for (const route of templateWalkRoutes().filter((path) => !['/', '/waitlist'].includes(path))) {
    test(`${route} stands still`, async ({page}) => {
      await openAndSettle(page, route);
      await expectStill(page);
    });
  }
});

test.describe('control: with motion allowed the same snapshots change', () => {
  test.use({reducedMotion: 'no-preference', viewport: {width: 1280, height: 800}});

  for (const route of ['/', '/waitlist']) {
    test(route, async ({page}) => {
      await openAndSettle(page, route);
      const before = await snapshot(page);
      await page.clock.runFor(2000);
      const after = await snapshot(page);
      const moved =
        after.text !== before.text ||
        after.transforms.join() !== before.transforms.join() ||
        after.animations.length > 0;
      expect(moved, 'something moves when motion is allowed').toBe(true);
    });
  }
});
