import {withHtmlInParts} from './support/htmlInParts';
import {describeShift, recordLayoutShifts} from './support/layoutShifts';
import {steadyValue} from './support/pages';
import {expect, test} from './support/test';
import {HOME} from '../../src/data/home';
import {BAND_ATTRIBUTE, RENDERED_ATTRIBUTE} from '../../src/lib/bandLayout';
import {COMPILE_HINT} from '../../plugins/lean-client/compileHint';

/**
 * What a page loads and when: the pre-rendered page renders a frame before its bundles
 * run, code highlighting and the forms' rules arrive only where they are used.
 */

const scriptUrls = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );

for (const route of ['/', '/waitlist', '/newsletters/ai-revolution-cannabis-retail-issue-45']) {
  test(`${route} renders its first frame before its bundles run`, async ({page}) => {
    await page.addInitScript(() => {
      const marks = {firstFrame: Infinity, bundleRan: Infinity};
      Object.assign(window, {loadingMarks: marks});
      requestAnimationFrame(() => setTimeout(() => (marks.firstFrame = performance.now())));
      // Docusaurus' client entry, in `main`, sets window.docusaurus first thing.
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        set(value) {
          marks.bundleRan = performance.now();
          Object.defineProperty(window, 'docusaurus', {configurable: true, writable: true, value});
        },
      });
    });
    // A repeat visit: the bundles come from the cache at once, which is when `<script defer>` would
    // run them (and hydrate) ahead of the first frame.
    await page.goto(route);
    await page.goto('/about');
    await page.goto(route);
    const marks = await page.evaluate(
      () => (window as unknown as {loadingMarks: {firstFrame: number; bundleRan: number}}).loadingMarks,
    );
    expect(marks.bundleRan).toBeLessThan(Infinity);
    expect(marks.firstFrame).toBeLessThanOrEqual(marks.bundleRan);
  });
}

// Lighthouse counts every request that finished before the largest paint as one the paint may
// have waited for: bundles fetched before the first paint made its simulated LCP on a slow phone
// 1.7 s instead of 1.0 s now and then, though nothing on screen needs them.
for (const route of ['/', '/pricing', '/docs']) {
  test(`${route} requests no bundle before its first contentful paint`, async ({page}) => {
    await page.goto(route);
    const {paint, scripts} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({name: entry.name, start: entry.startTime})),
    }));
    expect(paint).toBeLessThan(Infinity);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => script.start < paint)).toEqual([]);
  });
}

test('an article without a code block loads no code highlighter', async ({page}) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text());
  });
  await page.goto('/blog/ai-product-recommendations-cannabis-retail');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(3);
  // prism-react-renderer's line class: only the highlighter's chunk holds it.
  expect(bodies.filter((body) => body.includes('token-line'))).toEqual([]);
});

test('a form fetches zod and its rules when the visitor reaches for it, and still validates', async ({page}) => {
  const withZod: string[] = [];
  page.on('response', async (response) => {
    // `_zod` is the property every zod 4 schema carries: no bundle without zod has it. A script whose body is gone
    // (the proof-of-work worker's, once the worker has ended: "Target closed") has no zod either.
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('_zod'))
      withZod.push(response.url());
  });
  await page.goto('/newsletters/ai-revolution-cannabis-retail-issue-45');
  await page.waitForLoadState('networkidle');
  expect(withZod).toEqual([]);
  expect((await scriptUrls(page)).filter((url) => url.includes('form-schemas'))).toEqual([]);

  const form = page.getByRole('form', {name: 'Subscribe to the newsletter'});
  const email = form.getByRole('textbox', {name: /email/i});
  await email.focus();
  await expect.poll(async () => (await scriptUrls(page)).some((url) => url.includes('form-schemas'))).toBe(true);
  await expect.poll(() => withZod.length).toBeGreaterThan(0);
  await email.fill('not-an-email');
  await email.press('Enter');
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
});

for (const {route, figure} of [
  {route: '/waitlist', figure: 'waitlist-count'},
  {route: '/mj-unpacked', figure: 'licenses-remaining'},
]) {
  test(`${route} shows the server's counters without loading zod (plain checks of the answer)`, async ({page}) => {
    const withZod: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('_zod'))
        withZod.push(response.url());
    });
    await page.goto(route);
    await expect(page.getByTestId(figure)).toHaveText(/\d/);
    await page.waitForLoadState('networkidle');
    expect(withZod).toEqual([]);
  });
}

test("when a form's rules cannot be fetched, the server's messages still reach the fields", async ({page}) => {
  // As after a deploy that replaced the chunk, or a connection lost after the page loaded.
  await page.route(/\/assets\/js\/form-schemas\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/request-demo');
  const form = page.getByRole('form', {name: 'Request a demo'});
  await form.getByLabel('Your name').fill('J');
  await form.getByLabel('Work email').fill('not-an-email');
  await form.getByRole('button', {name: /request/i}).click();
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
});

test("main's evaluation and the route's chunk loading are two tasks, not one", async ({page}) => {
  // plugins/lean-client/preload.ts: the first route preload waits a task, and marks where it starts.
  // Docusaurus' client entry sets window.docusaurus while `main` is evaluated; a timer set then fires
  // as the next task, before the preload's own timer.
  await page.addInitScript(() => {
    const marks = {nextTask: -1};
    Object.assign(window, {taskMarks: marks});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      set(value) {
        setTimeout(() => (marks.nextTask = performance.now()));
        Object.defineProperty(window, 'docusaurus', {configurable: true, writable: true, value});
      },
    });
  });
  await page.goto('/pricing');
  const {nextTask, preload} = await page.evaluate(() => ({
    nextTask: (window as unknown as {taskMarks: {nextTask: number}}).taskMarks.nextTask,
    preload: performance.getEntriesByName('budbot:route-preload')[0]?.startTime ?? -1,
  }));
  expect(nextTask).toBeGreaterThan(0);
  expect(preload, 'the route preload starts after the task that evaluated main').toBeGreaterThanOrEqual(nextTask);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test("every script a page runs opens with V8's compile hint, so its functions compile off the main thread", async ({
  page,
}) => {
  // plugins/lean-client/compileHint.ts: without the hint V8 compiles each module's function on the
  // main thread when the module is first required, inside the long task that evaluates the bundle.
  const scripts: Promise<{url: string; body: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/js/'))
      scripts.push(response.text().then((body) => ({url: response.url(), body})));
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const loaded = await Promise.all(scripts);
  expect(
    loaded.map(({url}) => url).some((url) => /\/main\.[0-9a-f]+\.js$/.test(url)),
    'main is among the scripts',
  ).toBe(true);
  for (const {url, body} of loaded) expect(body.startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
});

test('the home page builds no "did not load properly" banner while it loads', async ({page}) => {
  // Docusaurus' base-URL banner checks at DOMContentLoaded whether the app has run; ours starts a frame
  // later (src/config/ssgTemplate.ts), so the check always failed and built the hidden banner into
  // <body> during the load. `baseUrlIssueBanner: false` in docusaurus.config.ts.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('[id^="__docusaurus-base-url-issue-banner"]')).toHaveCount(0);
});

test("a guide's first route preload starts its matched routes' chunks over several tasks, not in one", async ({
  page,
}) => {
  // plugins/lean-client/preload.ts starts each matched route's chunks in a task of its own. A message
  // loop counts tasks (each message is one), so chunks started in the same task share a count. It
  // stops 300 ms after the first chunk (runtime and main, which the page's own loader adds, are not
  // chunks), so the page can go idle and settle.
  await page.addInitScript(() => {
    const state = {tasks: 0, chunkTasks: [] as number[], stopAt: Infinity};
    Object.assign(window, {taskCount: state});
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      state.tasks += 1;
      if (performance.now() < state.stopAt) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (
        node instanceof HTMLScriptElement &&
        /\/assets\/js\/(?!runtime~main|main\.)/.test(node.src) &&
        performance.now() < state.stopAt
      ) {
        if (state.chunkTasks.length === 0) state.stopAt = performance.now() + 300;
        state.chunkTasks.push(state.tasks);
      }
      return append.call(this, node) as T;
    };
  });
  await page.goto('/docs/get-started/install-widget');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const chunkTasks = await page.evaluate(
    () => (window as unknown as {taskCount: {chunkTasks: number[]}}).taskCount.chunkTasks,
  );
  expect(chunkTasks.length, 'the guide loads chunks by script element').toBeGreaterThan(3);
  expect(new Set(chunkTasks).size, 'tasks that started chunks').toBeGreaterThan(2);
});

/**
 * Records, from before the page's first byte, every element matching `selector` (or holding one)
 * that leaves the DOM; resolves a reader of that list.
 */
async function watchRemovals(page: import('@playwright/test').Page, selector: string) {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    Object.assign(window, {removedNodes: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            removed.push(node.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedNodes: string[]}).removedNodes);
}

/** Reads a list the page keeps filling until it has entries and half a second adds none; returns it. */
async function settled<T>(read: () => Promise<T[]>): Promise<T[]> {
  let values: T[] = [];
  await expect
    .poll(async () => {
      const before = (values = await read()).length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return before > 0 && (await read()).length === before;
    })
    .toBe(true);
  return values;
}

// Each component's controls turn on in a task of their own (src/lib/useHydrated.ts): enabling a
// whole screen of controls in one commit was one long task under Lighthouse's tracing.
for (const route of ['/', '/waitlist', '/docs/get-started/install-widget']) {
  test(`${route} enables its controls over several tasks, not in one commit`, async ({page}) => {
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, {__enabledBatches: batches});
      // A MutationObserver hears each task's changes together, at the task's end.
      new MutationObserver((records) => {
        const enabled = records.filter(
          (record) => record.oldValue !== null && !(record.target as Element).hasAttribute('disabled'),
        ).length;
        if (enabled) batches.push(enabled);
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['disabled'], attributeOldValue: true});
    });
    await page.goto(route);
    const batches = await settled(() =>
      page.evaluate(() => [...(window as unknown as {__enabledBatches: number[]}).__enabledBatches]),
    );
    expect(
      batches.reduce((sum, count) => sum + count, 0),
      'controls enabled at hydration',
    ).toBeGreaterThan(3);
    expect(batches.length, 'tasks that enabled them').toBeGreaterThan(2);
    expect(Math.max(...batches), 'controls enabled in one task').toBeLessThanOrEqual(6);
  });
}

// Links prefetch their pages' chunks as they come into view; the prefetches wait for idle moments,
// a route at a time (plugins/lean-client/prefetchAtIdle.ts), instead of running in the task where
// the browser reports a screen of links in view, during hydration.
test("a guide prefetches its links' chunks in idle callbacks, a route at a time", async ({page}) => {
  await page.addInitScript(() => {
    // Which idle callback is running (0: none), and the callback each prefetch element was added in.
    let current = 0;
    let count = 0;
    const prefetchedIn: number[] = [];
    Object.assign(window, {__prefetchedIn: prefetchedIn});
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        current = ++count;
        try {
          callback(deadline);
        } finally {
          current = 0;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') prefetchedIn.push(current);
      return append.call(this, child) as T;
    };
  });
  await page.goto('/docs/get-started/install-widget');
  const prefetchedIn = await settled(() =>
    page.evaluate(() => [...(window as unknown as {__prefetchedIn: number[]}).__prefetchedIn]),
  );
  expect(
    prefetchedIn.filter((callback) => callback === 0),
    'prefetches outside an idle callback',
  ).toEqual([]);
  expect(new Set(prefetchedIn).size, 'idle callbacks that prefetched').toBeGreaterThan(3);
});

test('Help Center tabs keep their pre-rendered panels through hydration (no remount)', async ({page}) => {
  // The theme's Tabs remounted every panel once the page had hydrated (its provider is keyed on
  // useIsBrowser): the six platforms of install-widget built a second time in one long task.
  const removedPanels = await watchRemovals(page, '[role=tabpanel]');
  await page.goto('/docs/get-started/install-widget');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).not.toHaveAttribute('aria-disabled', 'true');
  // Choosing a platform still shows its panel.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible();
  expect(await removedPanels()).toEqual([]);
});

test.describe('Help Center code blocks', () => {
  test.use({colorScheme: 'dark'});
  const GUIDE = '/docs/get-started/install-widget';
  const codeColours = (page: import('@playwright/test').Page) =>
    page
      .locator('.theme-doc-markdown pre')
      .first()
      .evaluate((pre) => ({
        background: getComputedStyle(pre).backgroundColor,
        tag: getComputedStyle(pre.querySelector('.token.tag:not(.punctuation)') ?? pre).color,
      }));

  test('are in dark colours before any bundle runs: the pre-rendered HTML is right in either mode', async ({
    browser,
  }) => {
    // The theme's inline script alone sets dark mode; no bundle runs, so no re-render can fix the colours.
    const context = await browser.newContext({colorScheme: 'dark', baseURL: test.info().project.use.baseURL});
    const page = await context.newPage();
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // --bb-code-background and --bb-code-keyword of the dark palette (src/css/custom.css).
    expect(await codeColours(page)).toEqual({background: 'rgb(21, 26, 51)', tag: 'rgb(196, 181, 253)'});
    await context.close();
  });

  test('keep their pre-rendered HTML through hydration (no remount)', async ({page}) => {
    // The theme's CodeBlock was keyed on useIsBrowser(): once hydrated, every block was thrown away and
    // highlighted again, and the flip of that context hydrated every section of the guide in one task.
    const removedCode = await watchRemovals(page, 'pre');
    await page.goto(GUIDE);
    const copy = page
      .locator('.theme-doc-markdown pre')
      .first()
      .locator('xpath=ancestor::div[contains(@class, "codeBlockContainer")]')
      .getByRole('button', {name: /copy/i});
    await expect(copy).toBeEnabled();
    expect(await codeColours(page)).toEqual({background: 'rgb(21, 26, 51)', tag: 'rgb(196, 181, 253)'});
    expect(await removedCode()).toEqual([]);
  });
});

test.describe('bands below the first screen', () => {
  test.use({viewport: {width: 390, height: 844}, reducedMotion: 'no-preference'});

  for (const route of ['/', '/pricing', '/waitlist']) {
    test(`${route}: are skipped while the page loads, then rendered once it is idle, without scrolling`, async ({
      page,
    }) => {
      // content-visibility: auto (shared/Section); what a skipped band holds reports itself with this option.
      await page.addInitScript(
        (band) => {
          const marks = {skipped: -1, rendered: -1};
          Object.assign(window, {bandMarks: marks});
          document.addEventListener('DOMContentLoaded', () =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const bands = Array.from(document.querySelectorAll(`[${band.attribute}]`));
                marks.skipped = bands.filter(
                  (element) => !element.firstElementChild?.checkVisibility({contentVisibilityAuto: true}),
                ).length;
                marks.rendered = bands.filter((element) => element.hasAttribute(band.rendered)).length;
              }),
            ),
          );
        },
        {attribute: BAND_ATTRIBUTE, rendered: RENDERED_ATTRIBUTE},
      );
      await page.goto(route);
      const atFirstFrame = await page.evaluate(
        () => (window as unknown as {bandMarks: {skipped: number; rendered: number}}).bandMarks,
      );
      expect(atFirstFrame.skipped, 'bands off the first screen are skipped at the first frame').toBeGreaterThan(0);
      expect(atFirstFrame.rendered, 'none is rendered for good before the page is idle').toBe(0);
      const stillSkipped = () =>
        page.evaluate(
          (attribute) =>
            Array.from(document.querySelectorAll(`[${attribute}]`)).filter(
              (element) => !element.firstElementChild?.checkVisibility({contentVisibilityAuto: true}),
            ).length,
          BAND_ATTRIBUTE,
        );
      await expect.poll(stillSkipped, {message: 'every band is rendered once the page is idle'}).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  // A phone's parser, or a slow network, hands the page over in parts, and the browser paints what
  // it has: a navbar drawn before its right-hand items were parsed grew by 350 px a moment later and
  // moved every item beside it (CLS 0.0065-0.01 at 1350 px, in 6 of 160 loads under CPU
  // load), and so did the home hero's chat column drawn half-parsed (0.0057). The first
  // paint now waits until the page's content is parsed (src/config/ssgTemplate.ts).
  for (const viewport of [
    {width: 1350, height: 940},
    {width: 390, height: 844},
  ]) {
    test(`nothing moves when the HTML arrives in parts, at ${viewport.width} px`, async ({browser}) => {
      const baseURL = test.info().project.use.baseURL!;
      await withHtmlInParts(baseURL, async (url) => {
        const context = await browser.newContext({viewport, baseURL: url});
        for (const route of ['/', '/pricing', '/waitlist', '/docs/get-started/install-widget']) {
          const page = await context.newPage();
          const layoutShifts = await recordLayoutShifts(page);
          await page.goto(route);
          await page.waitForTimeout(300);
          expect(
            (await layoutShifts()).filter((shift) => !shift.hadRecentInput).map((shift) => describeShift(shift)),
            route,
          ).toEqual([]);
          await page.close();
        }
        await context.close();
      });
    });
  }

  test('a smooth scroll from the hero to the calculator stops at the calculator, before the bands are rendered at idle', async ({
    page,
  }) => {
    // A visitor on a slow phone can click before the page is idle: hold the idle rendering back.
    await page.addInitScript((rendered) => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (name !== rendered) setAttribute.call(this, name, value);
      };
    }, RENDERED_ATTRIBUTE);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('link', {name: HOME.en.hero.secondary.label}).click();
    const heading = page.getByRole('heading', {name: HOME.en.calculator.title});
    // The bands passed on the way take their real height; the scroll must still end at its target.
    await steadyValue(() => page.evaluate(() => window.scrollY));
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});
