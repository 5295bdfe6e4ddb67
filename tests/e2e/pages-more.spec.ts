import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {test, expect} from './support/test';
import {describeShift, recordLayoutShifts} from './support/layoutShifts';
import {mainOf as main, openRoute as open} from './support/pages';
import {
  ADULTS_NOTICE,
  CONFERENCE,
  LINKS,
  PARTNER_SITES,
  SOCIAL_PROFILES,
  SOCIAL_REACH,
  WAITLIST,
} from '../../src/data/constants';
import {adNetwork, consultancy, digitalSignage, type PartnerService} from '../../src/data/services';
import {integrationPartners, integrationsPage} from '../../src/data/integrations';
import {
  chatPreview,
  waitlistBanner,
  waitlistClosing,
  waitlistCounters,
  waitlistFeatures,
  waitlistFormSection,
  waitlistHero,
} from '../../src/data/waitlist';
import {conferenceForm, conferenceHero, conferenceIncluded, conferenceSteps} from '../../src/data/conference';
import {contactChannels, contactCta, contactHelp, contactHero, requestDemoPage} from '../../src/data/contact';
import * as CONTENT_HUB from '../../src/data/contentHub';
import * as SOCIAL from '../../src/data/social';
import * as PRIVACY from '../../src/data/privacy';
import {formatCompact} from '../../src/lib/numbers';

// The English site's copy (the Spanish pages' copy is the `es` side of the same tables).
const {socialUpdateCount} = SOCIAL;
const contentHubHero = CONTENT_HUB.contentHubHero.en;
const hubSections = CONTENT_HUB.hubSections.en;
const privacyPage = PRIVACY.privacyPage.en;
const privacySections = PRIVACY.privacySections.en;
const featuredPost = SOCIAL.featuredPost.en;
const linkedinPosts = SOCIAL.linkedinPosts.en;
const photoPosts = SOCIAL.photoPosts.en;
const socialColumns = SOCIAL.socialColumns.en;
const socialHero = SOCIAL.socialHero.en;
const stayConnected = SOCIAL.stayConnected.en;
const videos = SOCIAL.videos.en;

/**
 * The other pages: service pages, /integrations, /waitlist,
 * /mj-unpacked, /contact, /request-demo, /content-hub, /social, /privacy.
 * Every expected figure is read from the data and constants modules the pages
 * render (or from the server, for the live waitlist and licence counts).
 * Overflow, axe in both modes and screenshots (SHOTS_DIR) of these pages are the page walk's, walk.spec.ts.
 */

const ROUTES = [
  '/services/digital-signage',
  '/services/ad-network',
  '/services/consultancy',
  '/integrations',
  '/waitlist',
  '/mj-unpacked',
  '/contact',
  '/request-demo',
  '/content-hub',
  '/social',
  '/privacy',
] as const;

const heading = (page: Page, level: number, name: string) =>
  main(page).getByRole('heading', {level, name, exact: true});

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Every absolute web link inside <main> opens in a new tab with rel="noopener noreferrer", and none is a dead '#'. */
async function expectExternalLinksSafe(page: Page) {
  const links = await main(page)
    .locator('a')
    .evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href') ?? '',
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
  for (const link of links) {
    expect(link.href, 'no placeholder links').not.toBe('#');
    if (/^https?:/.test(link.href))
      expect(link, link.href).toMatchObject({target: '_blank', rel: 'noopener noreferrer'});
  }
}

/** The server's live numbers when the functions answer; the launch figures otherwise. */
async function liveStats<T>(request: APIRequestContext, name: string, fallback: T): Promise<T> {
  const response = await request.get(`/functions/v1/${name}`);
  if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('json')) return fallback;
  return ((await response.json()) as {data: T}).data;
}

test.describe('pre-rendered HTML', () => {
  for (const route of ROUTES) {
    test(`${route} is served as static HTML with one h1`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toContain('<main');
    });
  }

  test('animated text is complete in the HTML for screen readers and no-JS visitors', async ({request}) => {
    const html = await (await request.get('/waitlist')).text();
    for (const phrase of waitlistHero.en.typingPhrases) expect(html).toContain(phrase);
    for (const counter of waitlistCounters.en.items) expect(html).toContain(`>${counter.figure}<`);
    expect(html).toMatch(/role="?progressbar/);
  });
});

function partnerServiceTests(route: string, page_: PartnerService, providerHref: string) {
  test.describe(route, () => {
    test('hero, provider link, features, steps, pairing, FAQ and call to action', async ({page}) => {
      const errors = await open(page, route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(page_.hero.title);
      for (const point of page_.hero.points) await expect(main(page).getByText(point, {exact: true})).toBeVisible();
      for (const title of [
        page_.provider.title,
        page_.features.title,
        page_.steps.title,
        page_.pairing.title,
        page_.faq.title,
        page_.cta.title,
      ]) {
        await expect(heading(page, 2, title)).toBeVisible();
      }
      const providerLinks = main(page).getByRole('link', {name: page_.provider.label});
      await expect(providerLinks).toHaveCount(3);
      for (const link of await providerLinks.all()) await expectNewTab(link, providerHref);
      for (const card of page_.features.cards) await expect(heading(page, 3, card.title)).toBeVisible();
      await expect(main(page).locator('ol > li')).toHaveCount(page_.steps.items.length);
      await expect(main(page).locator('[id^="item-"]')).toHaveCount(page_.faq.items.length);
      await main(page).getByRole('button', {name: page_.faq.items[0]!.question}).click();
      await expect(main(page).getByText(page_.faq.items[0]!.answer)).toBeVisible();
      await expect(main(page).locator('a[href="/contact"]').first()).toBeVisible();
      await expect(main(page).locator('a[href="/ai-product-bot"]')).toBeVisible();
      await expectExternalLinksSafe(page);
      // No web fonts from other hosts: every stylesheet and font is our own.
      const foreign = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin !== location.origin),
      );
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

partnerServiceTests('/services/digital-signage', digitalSignage.en, LINKS.menuBoardProvider);
partnerServiceTests('/services/ad-network', adNetwork.en, LINKS.adNetworkProvider);

test.describe('/services/consultancy', () => {
  test('service cards, stats, process and booking links', async ({page}) => {
    const errors = await open(page, '/services/consultancy');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(consultancy.en.hero.title);
    for (const title of [
      consultancy.en.services.title,
      consultancy.en.stats.title,
      consultancy.en.process.title,
      consultancy.en.cta.title,
    ]) {
      await expect(heading(page, 2, title)).toBeVisible();
    }
    for (const card of consultancy.en.services.cards) await expect(heading(page, 3, card.title)).toBeVisible();
    const stats = main(page).locator('#results dd');
    for (const stat of consultancy.en.stats.items) {
      await expect(stats.filter({hasText: stat.value}).first()).toBeVisible();
      await expect(main(page).locator('#results dt').filter({hasText: stat.label})).toBeVisible();
    }
    await expect(main(page).locator('#process ol > li')).toHaveCount(consultancy.en.process.items.length);
    for (const link of await main(page).locator(`a[href="${LINKS.scheduling}"]`).all())
      await expectNewTab(link, LINKS.scheduling);
    await expect(main(page).locator(`a[href="${LINKS.scheduling}"]`)).toHaveCount(2);
    await expectExternalLinksSafe(page);
    expect(errors).toEqual([]);
  });
});

test.describe('/integrations', () => {
  test('the seven partners link to their guides and sites, with wordmark logos, and the custom-integration call', async ({
    page,
  }) => {
    const errors = await open(page, '/integrations');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(integrationsPage.en.hero.title);
    const cards = main(page).locator('[data-partner]');
    await expect(cards).toHaveCount(integrationPartners.en.length);
    await expect(cards.getByRole('heading', {level: 3})).toHaveText(integrationPartners.en.map((p) => p.name));
    for (const partner of integrationPartners.en) {
      const card = main(page).locator(`[data-partner="${partner.id}"]`);
      await expectNewTab(
        card.getByRole('link', {name: new RegExp(`^${integrationsPage.en.partners.linkLabel}`)}),
        PARTNER_SITES[partner.id],
      );
      const guide = card.getByRole('link', {
        name: `${integrationsPage.en.partners.guideLabel} for ${partner.name}`,
        exact: true,
      });
      await expect(guide).toHaveAttribute('href', partner.guide);
      await expect(guide).not.toHaveAttribute('target', /.+/);
      const logo = card.getByRole('img', {name: partner.name});
      await expect(logo).toHaveAttribute('src', partner.logo);
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(heading(page, 2, integrationsPage.en.custom.title)).toBeVisible();
    await expectNewTab(main(page).getByRole('link', {name: integrationsPage.en.custom.actionLabel}), LINKS.scheduling);
    await expectExternalLinksSafe(page);
    expect(errors).toEqual([]);
  });

  test('a logo that fails to load shows the partner name as text', async ({page}) => {
    const [broken, other] = integrationPartners.en;
    await page.route(`**${broken!.logo}`, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/integrations');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const card = main(page).locator(`[data-partner="${broken!.id}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-fallback="true"]')).toHaveText(broken!.name);
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(main(page).locator(`[data-partner="${other!.id}"] img`)).toBeVisible();
  });
});

test.describe('/waitlist', () => {
  // The signup test changes the server's numbers, so the page's blocks run one at a time.
  test.describe.configure({mode: 'serial'});

  test('hero, live count and progress, chat preview, features, counters, form, banner and links', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const stats = await liveStats(request, 'waitlist-stats', {
      count: WAITLIST.startCount,
      progress: WAITLIST.startProgress,
    });
    const errors = await open(page, '/waitlist');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(waitlistHero.en.title);
    await expect(main(page).getByTestId('waitlist-count')).toHaveText(String(stats.count));
    const bar = main(page).getByRole('progressbar', {name: waitlistHero.en.progressLabel});
    await expect(bar).toHaveAttribute('aria-valuenow', String(stats.progress));
    await expect(bar).toHaveAttribute('aria-valuemax', String(WAITLIST.progressMax));
    await expect(bar).toHaveAttribute('data-state', stats.progress >= WAITLIST.progressMax ? 'complete' : 'loading');

    for (const title of [
      chatPreview.en.title,
      waitlistFeatures.en.title,
      waitlistCounters.en.title,
      waitlistFormSection.en.title,
      waitlistClosing.en.title,
    ]) {
      await expect(heading(page, 2, title)).toBeVisible();
    }
    for (const line of chatPreview.en.lines) await expect(main(page).getByText(line.text)).toBeVisible();
    await expect(main(page).getByText(ADULTS_NOTICE.en)).toBeVisible();
    for (const card of waitlistFeatures.en.cards) await expect(heading(page, 3, card.title)).toBeVisible();
    await expect(main(page).locator('#features article')).toHaveCount(3);
    for (const counter of waitlistCounters.en.items)
      await expect(main(page).getByText(counter.figure, {exact: true}).first()).toBeAttached();

    const formSection = main(page).locator('#waitlist-form');
    await expect(formSection.locator('form')).toHaveCount(1);
    for (const perk of waitlistFormSection.en.perks) await expect(formSection.getByText(perk)).toBeVisible();
    await expect(main(page).getByRole('link', {name: waitlistHero.en.primaryAction})).toHaveAttribute(
      'href',
      '#waitlist-form',
    );

    const banner = main(page).getByRole('region', {name: waitlistBanner.en.label});
    for (const message of waitlistBanner.en.messages) await expect(banner.getByText(message).first()).toBeVisible();
    await expect(main(page).getByRole('link', {name: waitlistClosing.en.howItWorks})).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(errors).toEqual([]);
  });

  test('under reduced motion nothing moves: typing, counters and banner stand still', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await open(page, '/waitlist');
    const typed = main(page).getByTestId('typing-visible');
    await expect(typed).toHaveText(waitlistHero.en.typingPhrases[0]);
    await page.locator('#results').scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500);
    await expect(typed).toHaveText(waitlistHero.en.typingPhrases[0]);
    for (const counter of waitlistCounters.en.items) {
      await expect(main(page).locator('#results [aria-hidden="true"]').filter({hasText: counter.figure})).toHaveText(
        counter.figure,
      );
    }
    await expect(main(page).locator('#results [data-counting="true"]')).toHaveCount(0);
    const animation = await main(page)
      .getByRole('region', {name: waitlistBanner.en.label})
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });

  test('the typing line shifts nothing while it deletes and types (CLS stays 0)', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    const layoutShifts = await recordLayoutShifts(page);
    await open(page, '/waitlist');
    const typed = main(page).getByTestId('typing-visible');
    // Through the first phrase's deletion and at least some of the next phrase's typing (a poll on a busy machine
    // can take longer than a character's 70 ms, so it waits for a prefix, not the exact moment of one).
    const second = waitlistHero.en.typingPhrases[1]!;
    await expect
      .poll(async () => ((await typed.textContent()) ?? '').startsWith(second.slice(0, 8)), {
        intervals: [50],
        timeout: 15_000,
      })
      .toBe(true);
    // Layout-shift entries arrive a frame later.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await layoutShifts()).map((shift) => describeShift(shift))).toEqual([]);
  });

  test('with motion, the line types and deletes and the counters count up to their figures', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await open(page, '/waitlist');
    const typed = main(page).getByTestId('typing-visible');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await typed.textContent()) ?? '');
          return seen.size;
        },
        {intervals: [100], timeout: 8000},
      )
      .toBeGreaterThan(3);
    await page.locator('#results').scrollIntoViewIfNeeded();
    const first = waitlistCounters.en.items[0]!;
    const value = main(page).locator('#results [aria-hidden="true"]').first();
    await expect(main(page).locator('#results [data-counting="true"]').first()).toBeAttached();
    await expect(value).toHaveText(first.figure, {timeout: 5000});
    await expect(main(page).locator('#results [data-counting="true"]')).toHaveCount(0);
  });

  test('joining shows the server’s new count and progress', async ({page, request}) => {
    await open(page, '/waitlist');
    const form = main(page).locator('#waitlist-form form');
    await expect(form.locator('input[type="email"]')).toHaveCount(1);
    const before = await liveStats(request, 'waitlist-stats', {
      count: WAITLIST.startCount,
      progress: WAITLIST.startProgress,
    });
    await form.locator('input[name="name"]').fill('Jordan Rivera');
    await form.locator('input[name="email"]').fill(`owner+${Date.now()}@greenleaf.example`);
    await form.locator('button[type="submit"]').click();
    await expect(main(page).getByTestId('waitlist-count')).toHaveText(String(before.count + 1), {timeout: 10_000});
    await expect(main(page).getByRole('progressbar', {name: waitlistHero.en.progressLabel})).toHaveAttribute(
      'aria-valuenow',
      String(Math.min(WAITLIST.progressMax, before.progress + 1)),
    );
  });
});

test.describe('/mj-unpacked', () => {
  test.describe.configure({mode: 'serial'});

  test('the offer, the limited-availability bar and the Register Now form', async ({page, request}) => {
    const stats = await liveStats(request, 'mj-stats', {
      claimed: CONFERENCE.initiallyClaimed,
      total: CONFERENCE.totalLicenses,
    });
    const errors = await open(page, '/mj-unpacked');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(conferenceHero.en.title);
    await expect(main(page).getByTestId('free-months')).toHaveText(`${CONFERENCE.freeMonths} months free`);
    await expect(main(page).getByTestId('licenses-claimed')).toHaveText(String(stats.claimed));
    await expect(main(page).getByTestId('licenses-total')).toHaveText(String(CONFERENCE.totalLicenses));
    await expect(main(page).getByTestId('licenses-remaining')).toHaveText(
      String(CONFERENCE.totalLicenses - stats.claimed),
    );
    const bar = main(page).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', String(stats.claimed));
    await expect(bar).toHaveAttribute('aria-valuemax', String(CONFERENCE.totalLicenses));
    // The fill grows from the loading state to the server's figure with a transition: measure where it settles.
    await expect
      .poll(() =>
        bar.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().width / el.clientWidth),
      )
      .toBeCloseTo(stats.claimed / CONFERENCE.totalLicenses, 1);

    await expect(heading(page, 2, conferenceForm.en.title)).toBeVisible();
    await expect(main(page).locator('#register form')).toHaveCount(1);
    await expect(main(page).getByRole('link', {name: conferenceHero.en.action})).toHaveAttribute('href', '#register');
    for (const card of conferenceIncluded.en.cards) await expect(heading(page, 3, card.title)).toBeVisible();
    for (const step of conferenceSteps.en.items) await expect(heading(page, 3, step.title)).toBeVisible();
    for (const term of conferenceForm.en.terms) await expect(main(page).getByText(term)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('claiming raises claimed and lowers remaining', async ({page, request}) => {
    await open(page, '/mj-unpacked');
    const form = main(page).locator('#register form');
    await expect(form.locator('input[type="email"]')).toHaveCount(1);
    const before = await liveStats(request, 'mj-stats', {
      claimed: CONFERENCE.initiallyClaimed,
      total: CONFERENCE.totalLicenses,
    });
    // Each run starts its own server with a fresh database; a reused local server may have run out.
    expect(before.claimed, 'licences left on this server (stop a reused server and run again)').toBeLessThan(
      before.total,
    );
    // Fields by name: the form also carries a hidden honeypot that people leave empty.
    await form.locator('input[name="name"]').fill('Morgan Lee');
    await form.locator('input[name="email"]').fill(`buyer+${Date.now()}@northshore.example`);
    await form.locator('input[name="companyName"]').fill('North Shore Cannabis');
    await form.locator('input[name="phoneNumber"]').fill('5035550142');
    await form.locator('button[type="submit"]').click();
    await expect(main(page).getByTestId('licenses-claimed')).toHaveText(String(before.claimed + 1), {timeout: 10_000});
    await expect(main(page).getByTestId('licenses-remaining')).toHaveText(String(before.total - before.claimed - 1));
  });
});

test.describe('/contact', () => {
  test('Support and Contact: e-mail, booking page, profiles and the Request a Demo link', async ({page}) => {
    const errors = await open(page, '/contact');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(contactHero.en.title);
    await expect(heading(page, 2, contactChannels.en.title)).toBeVisible();
    await expect(main(page).locator(`a[href="mailto:${LINKS.contactEmail}"]`)).toBeVisible();
    await expect(main(page).getByText(LINKS.contactEmail, {exact: true})).toBeVisible();
    await expectNewTab(main(page).locator(`a[href="${LINKS.scheduling}"]`), LINKS.scheduling);
    for (const profile of SOCIAL_PROFILES)
      await expectNewTab(main(page).locator(`a[href="${profile.href}"]`), profile.href);
    for (const item of contactHelp.en.items)
      await expect(main(page).locator(`a[href="${item.link.to}"]`)).toBeVisible();
    const demoLinks = main(page).getByRole('link', {name: contactCta.en.action});
    await expect(demoLinks.first()).toHaveAttribute('href', '/request-demo');
    await demoLinks.last().click();
    await expect(page).toHaveURL(/\/request-demo$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(requestDemoPage.en.hero.title);
    expect(errors).toEqual([]);
  });
});

test.describe('/request-demo', () => {
  test('the form with what a demo covers and what happens next', async ({page}) => {
    const errors = await open(page, '/request-demo');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(requestDemoPage.en.hero.title);
    await expect(main(page).locator('form')).toHaveCount(1);
    for (const title of [
      requestDemoPage.en.formTitle,
      requestDemoPage.en.covers.title,
      requestDemoPage.en.next.title,
    ]) {
      await expect(heading(page, 2, title)).toBeVisible();
    }
    for (const item of requestDemoPage.en.covers.items) await expect(main(page).getByText(item)).toBeVisible();
    for (const step of requestDemoPage.en.next.items) await expect(heading(page, 3, step.title)).toBeVisible();
    await expectNewTab(main(page).getByRole('link', {name: requestDemoPage.en.schedule.action}), LINKS.scheduling);
    expect(errors).toEqual([]);
  });
});

/** Published entries of a collection folder: MDX/MD files that are not drafts, unlisted or partials. */
function publishedCount(folder: string): number {
  return fs
    .readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
    .filter(
      (file) =>
        !/^(draft|unlisted):\s*true\s*$/m.test(
          fs.readFileSync(path.join(folder, file), 'utf8').split(/^---$/m)[1] ?? '',
        ),
    ).length;
}

test.describe('/content-hub', () => {
  test('counts computed from the collections and the social hub, with sections linking to each', async ({page}) => {
    const errors = await open(page, '/content-hub');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(contentHubHero.title);
    const expected = {
      blog: publishedCount('blog'),
      caseStudies: publishedCount('case-studies'),
      newsletters: publishedCount('newsletters'),
      social: socialUpdateCount,
    };
    for (const section of hubSections) {
      await expect(main(page).getByTestId(`hub-count-${section.key}`)).toHaveText(String(expected[section.key]));
      const block = main(page).locator(`#${section.id}`);
      await expect(block.getByRole('heading', {level: 2})).toContainText(section.title);
      await expect(block.getByRole('link', {name: section.action})).toHaveAttribute('href', section.to);
      const entries = block.locator('li h3 a');
      expect(await entries.count()).toBe(Math.min(3, expected[section.key]));
      for (const href of await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        if (section.key === 'social') expect(SOCIAL_PROFILES.map((p) => p.href)).toContain(href);
        else expect(href.startsWith(`${section.to}/`), href).toBe(true);
      }
    }
    await expectExternalLinksSafe(page);
    // An entry link opens its page.
    const first = main(page).locator('#articles li h3 a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(errors).toEqual([]);
  });
});

test.describe('/social', () => {
  test('hero counts, featured post, three columns with follow links, Stay Connected', async ({page}) => {
    const errors = await open(page, '/social');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(socialHero.title);
    await expect(
      main(page)
        .locator('dd')
        .filter({hasText: formatCompact(SOCIAL_REACH.followers)})
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .locator('dd')
        .filter({hasText: formatCompact(SOCIAL_REACH.monthlyViews)})
        .first(),
    ).toBeVisible();
    for (const label of [socialHero.followersLabel, socialHero.viewsLabel, socialHero.updatesLabel]) {
      await expect(main(page).locator('dt').getByText(label, {exact: true})).toBeVisible();
    }
    await expect(
      main(page)
        .locator('dd')
        .filter({hasText: String(socialUpdateCount)})
        .first(),
    ).toBeVisible();

    const featured = linkedinPosts.find((p) => p.featured)!;
    await expect(heading(page, 2, featuredPost.title)).toBeVisible();
    await expect(main(page).getByText(featured.content)).toBeVisible();
    await expectNewTab(main(page).getByRole('link', {name: featuredPost.action}), featured.url);

    for (const column of Object.values(socialColumns)) {
      await expect(heading(page, 3, column.title)).toBeVisible();
      await expectNewTab(main(page).getByRole('link', {name: column.follow}), column.href);
    }
    for (const post of linkedinPosts.filter((p) => !p.featured))
      await expect(main(page).getByText(post.content)).toBeVisible();
    for (const photo of photoPosts) {
      await expect(main(page).getByText(photo.caption)).toBeVisible();
      const img = main(page).getByRole('img', {name: photo.alt});
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    for (const video of videos) {
      await expect(main(page).getByText(video.title)).toBeVisible();
      await expect(main(page).getByText(video.duration)).toBeVisible();
      await expect(main(page).getByText(`${video.views.toLocaleString('en-US')} views`)).toBeVisible();
      const thumb = main(page).locator(`img[src="${video.thumbnail}"]`);
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }

    await expect(heading(page, 2, stayConnected.title)).toBeVisible();
    const stay = main(page).locator('#stay-connected');
    await expect(stay.getByRole('link')).toHaveCount(2);
    for (const profile of stayConnected.profiles)
      await expectNewTab(stay.locator(`a[href="${profile.href}"]`), profile.href);
    await expectExternalLinksSafe(page);
    expect(errors).toEqual([]);
  });
});

test.describe('/privacy', () => {
  test('nine sections, last updated April 2, 2025, with the contact address', async ({page}) => {
    const errors = await open(page, '/privacy');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(privacyPage.title);
    await expect(main(page).getByText(`Last updated ${privacyPage.lastUpdated}`)).toBeVisible();
    await expect(main(page).getByRole('heading', {level: 2})).toHaveText(privacySections.map((s) => s.title));
    await expect(main(page).locator(`a[href="mailto:${LINKS.contactEmail}"]`)).toBeVisible();
    const text = await main(page).innerText();
    for (const phrase of [
      'name, email, phone, company and message',
      'name, email and company name',
      'name, email, company name and phone number',
      'Postgres',
      'sales team',
      'cookie banner',
    ]) {
      expect(text).toContain(phrase);
    }
    await main(page).getByRole('link', {name: 'Cookies, trackers and fonts'}).click();
    await expect(page).toHaveURL(/#cookies-and-trackers$/);
    expect(errors).toEqual([]);
  });
});
