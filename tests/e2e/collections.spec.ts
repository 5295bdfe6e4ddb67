import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {BLOG_COPY, CASE_STUDY_COPY, NEWSLETTER_COPY, RELATED_COPY, SHARE_COPY} from '../../src/data/collectionPages';
import {BLOG_TITLE_SUFFIX, CONTENT, LINKS, TITLE_SUFFIX} from '../../src/data/constants';
import {PAGE_META} from '../../src/data/pageMeta';
import {formatDisplayDate, topicTags} from '../../src/lib/collectionPages';
import {authorName, blogPost, caseStudy, newsletterIssue, slugs} from './support/collections';

/** The five launch posts' slugs, in their order (newest first; docs-engineering/decisions.md#launch-content). */
const SPEC_BLOG_ORDER = [
  'virtual-budtenders-boost-staff-efficiency-50-percent',
  'cannabis-dispensary-kpis-2024',
  'cannabis-ai-chatbot-competitors-2024',
  'cannabis-business-intelligence-guide',
  'ai-product-recommendations-cannabis-retail',
];

const main = (page: Page) => page.locator('main');

async function expectHead(page: Page, title: string, description: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
}

test.describe('blog', () => {
  test('list page: hero stat, feeds and one card per post in launch order', async ({page, request}) => {
    await page.goto('/blog');
    await expectHead(page, PAGE_META.en['/blog']!.title, PAGE_META.en['/blog']!.description);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(BLOG_COPY.title);
    await expect(main(page)).toContainText(`${BLOG_COPY.stat.value} ${BLOG_COPY.stat.label}`);
    for (const feed of ['rss.xml', 'atom.xml']) {
      await expect(page.locator(`a[href="/blog/${feed}"]`)).toBeVisible();
      expect((await request.get(`/blog/${feed}`)).status()).toBe(200);
    }
    const cards = main(page).locator('article');
    await expect(cards).toHaveCount(slugs('blog').length);
    const hrefs = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, SPEC_BLOG_ORDER.length)).toEqual(SPEC_BLOG_ORDER.map((slug) => `/blog/${slug}`));
    for (const slug of SPEC_BLOG_ORDER) {
      const fm = await blogPost(slug);
      const card = cards.filter({has: page.locator(`h3 a[href="/blog/${slug}"]`)});
      await expect(card).toContainText(fm.category);
      await expect(card).toContainText(CONTENT.readTimeLabel);
      await expect(card).toContainText(fm.title);
      await expect(card).toContainText(fm.description);
      await expect(card).toContainText(formatDisplayDate(fm.date));
      await expect(card).toContainText(authorName('blog', [fm.authors].flat()[0]!));
      await expect(card.getByRole('link', {name: new RegExp(BLOG_COPY.readMore)})).toHaveAttribute(
        'href',
        `/blog/${slug}`,
      );
      const picture = fm.mediaType === 'gif' && fm.gif ? fm.gif : fm.image;
      await expect(card.locator('img')).toHaveAttribute('src', picture);
    }
  });

  for (const slug of slugs('blog')) {
    test(`article ${slug}`, async ({page}) => {
      const fm = await blogPost(slug);
      await page.goto(`/blog/${slug}`);
      await expectHead(page, `${fm.title}${BLOG_TITLE_SUFFIX}`, fm.excerpt ?? fm.description);
      const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Blog', fm.title]);
      await expect(page.getByRole('link', {name: BLOG_COPY.backLink})).toHaveAttribute('href', '/blog');
      const hero = main(page).locator('article header').first();
      await expect(hero).toContainText(fm.category);
      await expect(hero).toContainText(BLOG_COPY.articleTag);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fm.title);
      if (fm.excerpt) await expect(hero).toContainText(fm.excerpt);
      await expect(hero).toContainText(formatDisplayDate(fm.date));
      await expect(hero).toContainText(CONTENT.readTimeLabel);
      await expect(hero).toContainText(authorName('blog', [fm.authors].flat()[0]!));
      await expect(page.getByRole('button', {name: BLOG_COPY.share})).toBeVisible();

      const figure = main(page).locator('article figure');
      if (fm.mediaType === 'video') {
        await expect(figure.locator('video')).toHaveAttribute('poster', fm.image);
        await expect(figure.locator('video')).toHaveAttribute('src', fm.video!);
      } else {
        await expect(figure.locator('img')).toHaveAttribute('src', fm.mediaType === 'gif' ? fm.gif! : fm.image);
      }

      if (fm.faqs.length > 0) {
        await expect(page.getByRole('heading', {name: BLOG_COPY.faqTitle})).toBeVisible();
        for (const faq of fm.faqs) await expect(page.getByRole('button', {name: faq.question})).toBeVisible();
      }
      const related = page.getByRole('region', {name: RELATED_COPY.title});
      await expect(related.getByRole('link', {name: new RegExp(RELATED_COPY.product.title)})).toHaveAttribute(
        'href',
        RELATED_COPY.product.to,
      );
      const others = page.getByRole('region', {name: BLOG_COPY.otherPostsTitle}).locator('article');
      await expect(others).toHaveCount(CONTENT.relatedPosts);
      await expect(others.locator(`a[href="/blog/${slug}"]`)).toHaveCount(0);
    });
  }

  test('Share Article copies the link when there is no share sheet', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', {value: undefined}));
    await page.goto(`/blog/${SPEC_BLOG_ORDER[0]}`);
    await page.getByRole('button', {name: BLOG_COPY.share}).click();
    await expect(page.getByText(SHARE_COPY.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a video that cannot play falls back to the post image, a broken image to the placeholder', async ({page}) => {
    const videoSlug = (await Promise.all(slugs('blog').map(async (slug) => ({slug, fm: await blogPost(slug)})))).find(
      ({fm}) => fm.mediaType === 'video',
    );
    expect(videoSlug, 'a blog post whose mediaType is video').toBeDefined();
    await page.route(/\.(webm|mp4)$/, (route) => route.abort());
    await page.route(`**${videoSlug!.fm.image}`, (route) => route.abort());
    await page.goto(`/blog/${videoSlug!.slug}`);
    const media = main(page).locator('article figure img');
    await expect(media).toHaveAttribute('src', '/img/fallback/image-unavailable.svg');
  });
});

test.describe('newsletters', () => {
  test('archive: hero stats, featured issue, archive grid and trust reasons', async ({page, request}) => {
    await page.goto('/newsletters');
    await expectHead(page, PAGE_META.en['/newsletters']!.title, PAGE_META.en['/newsletters']!.description);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NEWSLETTER_COPY.title);
    for (const stat of NEWSLETTER_COPY.stats) {
      await expect(main(page).locator('dl').first()).toContainText(`${stat.label}${stat.value}`);
    }
    const issues = await Promise.all(slugs('newsletters').map(newsletterIssue));
    issues.sort((a, b) => b.issueNumber - a.issueNumber);
    const featured = issues.find((issue) => issue.featured) ?? issues[0]!;
    const featuredCard = page.getByRole('region', {name: featured.title});
    await expect(featuredCard).toContainText(`Issue #${featured.issueNumber}`);
    await expect(featuredCard).toContainText(formatDisplayDate(featured.date));
    await expect(featuredCard).toContainText(featured.readTime);
    await expect(featuredCard).toContainText(featured.preview);
    for (const topic of featured.topics) await expect(featuredCard).toContainText(topic);
    await expect(featuredCard.getByRole('link', {name: NEWSLETTER_COPY.readFull})).toHaveAttribute(
      'href',
      `/newsletters/${featured.slug}`,
    );
    await expect(featuredCard.getByRole('link', {name: NEWSLETTER_COPY.downloadPdf})).toBeVisible();
    await expect(featuredCard.locator('img')).toHaveAttribute('src', featured.image);

    const grid = page.getByRole('region', {name: NEWSLETTER_COPY.archiveTitle}).locator('article');
    const shown = issues.slice(0, CONTENT.newsletterArchiveCount);
    await expect(grid).toHaveCount(shown.length);
    for (const [index, issue] of shown.entries()) {
      const card = grid.nth(index);
      await expect(card).toContainText(`Issue #${issue.issueNumber}`);
      const {shown: tags, more} = topicTags(issue.topics);
      await expect(card.getByRole('list', {name: 'Topics'}).getByRole('listitem')).toHaveText([
        ...tags,
        ...(more > 0 ? [`+${more} more`] : []),
      ]);
      await expect(card.getByRole('link', {name: `${NEWSLETTER_COPY.readIssue} ${issue.issueNumber}`})).toHaveAttribute(
        'href',
        `/newsletters/${issue.slug}`,
      );
      await expect(card.getByRole('link', {name: `Download Issue ${issue.issueNumber} as PDF`})).toBeVisible();
    }
    for (const reason of NEWSLETTER_COPY.trustReasons)
      await expect(page.getByRole('heading', {name: reason.title})).toBeVisible();
    for (const feed of ['rss.xml', 'atom.xml']) expect((await request.get(`/newsletters/${feed}`)).status()).toBe(200);
  });

  for (const slug of slugs('newsletters')) {
    test(`issue ${slug}`, async ({page}) => {
      const fm = await newsletterIssue(slug);
      await page.addInitScript(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
      });
      await page.goto(`/newsletters/${slug}`);
      await expectHead(page, `${fm.title}${TITLE_SUFFIX}`, fm.description);
      await expect(page.getByRole('link', {name: NEWSLETTER_COPY.backLink})).toHaveAttribute('href', '/newsletters');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fm.title);
      await expect(main(page)).toContainText(`Issue #${fm.issueNumber}`);
      await expect(main(page)).toContainText(formatDisplayDate(fm.date));
      await expect(main(page)).toContainText(fm.readTime);
      const metrics = page.getByRole('region', {name: NEWSLETTER_COPY.metricsTitle});
      for (const metric of fm.metrics) await expect(metrics).toContainText(`${metric.label}${metric.value}`);
      const insights = page.getByRole('region', {name: NEWSLETTER_COPY.insightsTitle});
      await expect(insights).toHaveCount(fm.keyInsights.length > 0 ? 1 : 0);
      for (const insight of fm.keyInsights) await expect(insights).toContainText(insight.value);
      const spotlight = page.getByRole('region', {name: new RegExp(NEWSLETTER_COPY.spotlightTitle)});
      await expect(spotlight).toContainText(fm.spotlight.quote);
      await expect(spotlight).toContainText(fm.spotlight.authorName);
      await expect(page.getByRole('region', {name: RELATED_COPY.title}).getByRole('link')).not.toHaveCount(0);
      await expect(page.getByRole('button', {name: NEWSLETTER_COPY.share, exact: true})).toBeVisible();
      await page.getByRole('button', {name: NEWSLETTER_COPY.downloadPdf}).click();
      await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
      const band = page.getByRole('region', {name: NEWSLETTER_COPY.subscribe.title});
      await expect(band.getByPlaceholder('Enter your email')).toBeVisible();
      await expect(band.getByRole('button', {name: 'Subscribe Free'})).toBeVisible();
      await expect(band).toContainText(NEWSLETTER_COPY.subscribe.note);
    });
  }

  test('Download PDF from the archive opens the issue and its print dialog', async ({page}) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await page.goto('/newsletters');
    const link = page
      .getByRole('region', {name: NEWSLETTER_COPY.archiveTitle})
      .getByRole('link', {name: /as PDF/})
      .first();
    await link.click();
    await expect(page).toHaveURL(/\/newsletters\/.+\?download=pdf$/);
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
  });
});

test.describe('case studies', () => {
  test('list page: the featured study and a card for each other one', async ({page}) => {
    await page.goto('/case-studies');
    await expectHead(page, PAGE_META.en['/case-studies']!.title, PAGE_META.en['/case-studies']!.description);
    const studies = await Promise.all(slugs('case-studies').map(caseStudy));
    const featured = studies.find((study) => study.featured) ?? studies[0]!;
    const featuredCard = page.getByRole('region', {name: featured.title});
    await expect(featuredCard).toContainText(CASE_STUDY_COPY.featuredLabel);
    await expect(featuredCard).toContainText(featured.client);
    await expect(featuredCard.getByRole('link', {name: new RegExp(CASE_STUDY_COPY.readStudy)})).toHaveAttribute(
      'href',
      `/case-studies/${featured.slug}`,
    );
    const grid = page.getByRole('region', {name: CASE_STUDY_COPY.gridTitle}).locator('article');
    await expect(grid).toHaveCount(studies.length - 1);
    for (const study of studies.filter((s) => s !== featured)) {
      await expect(grid.locator(`h3 a[href="/case-studies/${study.slug}"]`)).toHaveText(study.title);
    }
  });

  for (const slug of slugs('case-studies')) {
    test(`study ${slug}`, async ({page}) => {
      const fm = await caseStudy(slug);
      await page.goto(`/case-studies/${slug}`);
      await expectHead(page, `${fm.title}${TITLE_SUFFIX}`, fm.description);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fm.title);
      const header = main(page).locator('section').first();
      for (const fact of [fm.client, fm.industry, fm.location, fm.timeline]) await expect(header).toContainText(fact);
      await expect(header.locator('img')).toHaveAttribute('src', fm.image);
      const summary = page.getByRole('region', {name: CASE_STUDY_COPY.resultsTitle});
      for (const result of fm.results) {
        await expect(summary).toContainText(
          `${result.metric}${result.before}→ to ${result.after}${result.improvement}`,
        );
      }
      const challenge = page.getByRole('region', {name: CASE_STUDY_COPY.challengeTitle});
      await expect(challenge.getByRole('listitem')).toHaveText(fm.painPoints);
      const solution = page.getByRole('region', {name: CASE_STUDY_COPY.solutionTitle});
      await expect(solution.getByRole('heading', {level: 3})).toHaveText(fm.features.map((f) => f.title));
      const impact = page.getByRole('region', {name: CASE_STUDY_COPY.impactTitle});
      await expect(impact).toContainText(fm.quote.text);
      await expect(impact).toContainText(fm.quote.author);
      await expect(impact).toContainText(fm.quote.role);
      const faq = page.getByRole('region', {name: CASE_STUDY_COPY.faqTitle});
      await expect(faq.locator('button[aria-expanded]')).toHaveText(fm.faqs.map((f) => f.question));
      await expect(page.getByRole('region', {name: RELATED_COPY.title}).getByRole('link')).not.toHaveCount(0);
      const [demo, schedule] = CASE_STUDY_COPY.cta.actions;
      await expect(page.getByRole('link', {name: demo.label})).toHaveAttribute('href', demo.to);
      const scheduleLink = page.getByRole('link', {name: new RegExp(schedule.label)});
      await expect(scheduleLink).toHaveAttribute('href', LINKS.scheduling);
      await expect(scheduleLink).toHaveAttribute('target', '_blank');
    });
  }
});
