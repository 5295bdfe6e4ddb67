import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {cardKey, planCards, rendererSalt} from './cardCache';
import {entryCard, docCard, pageCard, sectionForRoute, stripTitleSuffix, type CardContent} from './cardContent';
import {buildCardTree, TITLE_SIZES, type CardNode} from './cardTree';
import {builtPageFiles, builtPageTitle, cardJobs, entryCards, titleFromHelmet} from './collectCards';
import {releaseCardMemory} from './drawCard.mjs';
import {drawCards, mergeResults, startCardPool} from './drawCards';
import {fitTitle, textWidth, wrapWords} from './fitTitle';
import {cardAssets, describeDrawing} from './build';
import {DEFAULT_OPTIONS, validateOptions} from './options';

/** A module of this repository as an import specifier for a script run in another process. */
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.resolve(file)).href);

/** Runs a TypeScript module's source in a Node process of its own (through tsx) and returns what it printed. */
function runScript(source: string, nodeArgs: readonly string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cards-script-'));
  try {
    writeFileSync(path.join(dir, 'script.mts'), source);
    return execFileSync(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(dir, 'script.mts')], {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 20_000,
    }).trim();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const WIDTH = 1056;
const fit = (title: string, maxLines = 3) => fitTitle(title, {maxWidth: WIDTH, sizes: TITLE_SIZES, maxLines});

describe('fitTitle', () => {
  it('draws a short title at the largest size on one line', () => {
    expect(fit('Dutchie')).toMatchObject({fontSize: 88, lines: ['Dutchie'], truncated: false});
  });

  it('shrinks a long title until it fits, never wider than the card', () => {
    const title =
      'How Golden Coast Cannabis Cut Cart Abandonment from 52% to 15% and Lifted Average Order Value by 28% in Ninety Days';
    const fitted = fit(title);
    expect(fitted.fontSize).toBeLessThan(88);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.lines.join(' ')).toBe(fitted.text);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(WIDTH);
  });

  it('cuts a title that fits at no size at a word, with an ellipsis', () => {
    const title = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const fitted = fit(title, 2);
    expect(fitted).toMatchObject({fontSize: 52, truncated: true});
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.text).toMatch(/^word0 word1 .* word\d+…$/);
  });

  it('cuts one endless word by characters', () => {
    const fitted = fit('x'.repeat(400), 1);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(textWidth(fitted.text, 52)).toBeLessThanOrEqual(WIDTH);
  });

  it('wraps greedily at spaces and squeezes runs of white space', () => {
    expect(wrapWords('aaa  bbb ccc', 100, textWidth('aaa bbb', 100))).toEqual(['aaa bbb', 'ccc']);
  });
});

describe('section labels', () => {
  const {routeSections, defaultSection, blogSections} = DEFAULT_OPTIONS;
  it.each([
    ['/', 'BudBot'],
    ['/agents/upsell-agent', 'AI agents'],
    ['/ai-agents', 'AI agents'],
    ['/services/ad-network', 'Services'],
    ['/pricing', 'Pricing'],
    ['/docs/category/integrations', 'Help Center'],
    ['/changelog/page/2', 'Release notes'],
    ['/demo', 'Live demo'],
    ['/request-demo', 'Demo'],
    ['/pricing-old', 'BudBot'],
  ])('%s → %s', (route, label) => {
    expect(sectionForRoute(route, routeSections, defaultSection)).toBe(label);
  });

  it('labels entries per blog-plugin instance, with the issue number and the changelog as Release notes', () => {
    const entry = (instanceId: string, frontMatter: Record<string, unknown> = {}) =>
      entryCard({instanceId, title: 'T', date: '2025-01-15', frontMatter}, blogSections, defaultSection);
    expect(entry('default', {category: 'Market Analysis'})).toEqual({
      title: 'T',
      section: 'Blog',
      detail: 'Market Analysis · January 15, 2025',
    });
    expect(entry('newsletters', {issueNumber: 47, readTime: '10 min read'})).toMatchObject({
      section: 'Newsletter #47',
      detail: 'January 15, 2025 · 10 min read',
    });
    expect(entry('changelog')).toMatchObject({section: 'Release notes', detail: 'January 15, 2025'});
    expect(entry('podcasts')).toMatchObject({section: 'BudBot'});
  });

  it("draws a case study's first result as its headline figure", () => {
    const card = entryCard(
      {
        instanceId: 'case-studies',
        title: 'T',
        date: '2024-10-15',
        frontMatter: {
          client: 'Golden Coast',
          location: 'Los Angeles, CA',
          results: [{metric: 'Cart abandonment', before: '52%', after: '15%', improvement: '-71%'}],
        },
      },
      blogSections,
      defaultSection,
    );
    expect(card).toEqual({
      title: 'T',
      section: 'Case study',
      detail: 'Golden Coast · Los Angeles, CA',
      figure: {value: '−71%', label: 'Cart abandonment: 52% to 15%'},
    });
  });

  it('names a doc page by its category folder and strips the brand from page titles', () => {
    expect(docCard({title: 'Dutchie', sourceDirName: 'integrations'}, 'Help Center')).toEqual({
      title: 'Dutchie',
      section: 'Help Center',
      detail: 'Integrations',
    });
    expect(docCard({title: 'Welcome', sourceDirName: '.'}, 'Help Center')).toEqual({
      title: 'Welcome',
      section: 'Help Center',
    });
    expect(stripTitleSuffix('Post | BudBot Blog', DEFAULT_OPTIONS.titleSuffixes)).toBe('Post');
    expect(pageCard('/pricing', 'Pricing: from $79/month | BudBot', DEFAULT_OPTIONS)).toEqual({
      title: 'Pricing: from $79/month',
      section: 'Pricing',
    });
  });
});

describe('card jobs', () => {
  it('gives every built route one job: entries first, then the page-meta title, then the head title', () => {
    const entries = entryCards(
      {
        blogs: {
          default: [{permalink: '/blog/a', title: 'A', date: '2025-01-01', frontMatter: {category: 'AI Technology'}}],
          changelog: [{permalink: '/changelog/v2', title: 'Version 2', date: '2025-02-01', frontMatter: {}}],
        },
        docs: [{permalink: '/docs/integrations/dutchie', title: 'Dutchie', sourceDirName: 'integrations'}],
      },
      DEFAULT_OPTIONS,
    );
    const meta = {'/pricing': {title: 'Pricing | BudBot', description: '', keywords: [], canonical: '/pricing'}};
    const jobs = cardJobs(
      ['/blog/a', '/changelog/v2', '/docs/integrations/dutchie', '/pricing', '/blog/page/2/', '/blog/page/2'],
      entries,
      meta,
      () => 'Blog, page 2 | BudBot',
      DEFAULT_OPTIONS,
    );
    expect(jobs.map((job) => [job.route, job.content.section, job.content.title])).toEqual([
      ['/blog/a', 'Blog', 'A'],
      ['/changelog/v2', 'Release notes', 'Version 2'],
      ['/docs/integrations/dutchie', 'Help Center', 'Dutchie'],
      ['/pricing', 'Pricing', 'Pricing'],
      ['/blog/page/2', 'Blog', 'Blog, page 2'],
    ]);
  });

  it('reads the title helmet rendered', () => {
    expect(titleFromHelmet('<title data-rh="true">Tips &amp; tricks | BudBot</title>')).toBe('Tips & tricks | BudBot');
    expect(titleFromHelmet('')).toBeUndefined();
  });

  it('finds a route’s page where the static rendering wrote it', () => {
    expect(builtPageFiles('/')).toEqual(['index.html']);
    expect(builtPageFiles('/blog/tags')).toEqual(['blog/tags.html', 'blog/tags/index.html']);
    expect(builtPageFiles('/blog/page/2/')).toEqual(['blog/page/2.html', 'blog/page/2/index.html']);
    expect(builtPageFiles('/404.html')).toEqual(['404.html']);
  });

  it('titles a page from its built HTML, without the deprecated head prop', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'social-cards-out-'));
    try {
      writeFileSync(
        path.join(outDir, 'search.html'),
        '<!doctype html><html><head><meta charset="UTF-8"><title data-rh="true">Search the site &amp; docs | BudBot</title></head><body><svg><title>Icon</title></svg></body></html>',
      );
      expect(builtPageTitle(outDir, '/search')).toBe('Search the site & docs | BudBot');
      expect(builtPageTitle(outDir, '/missing')).toBeUndefined();
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});

describe('hash cache', () => {
  const assets = {logo: 'data:image/svg+xml;base64,AA==', brand: 'BudBot', host: 'budbot.ai'};
  const tree = (content: CardContent): CardNode => buildCardTree(content, assets);
  const salt = rendererSalt(['font bytes', 'satori@1']);
  const a: CardContent = {title: 'A', section: 'Blog'};

  it('keys a card by what it shows and by the renderer', () => {
    expect(cardKey(tree(a), salt)).toBe(cardKey(tree({...a}), salt));
    expect(cardKey(tree(a), salt)).not.toBe(cardKey(tree({...a, title: 'B'}), salt));
    expect(cardKey(tree(a), salt)).not.toBe(cardKey(tree({...a, detail: 'March 1, 2025'}), salt));
    expect(cardKey(tree(a), salt)).not.toBe(cardKey(tree(a), rendererSalt(['other font', 'satori@1'])));
  });

  it('draws only the cards not cached, once each, and counts the rest as reused', () => {
    const jobs = [
      {route: '/a', content: a},
      {route: '/a-copy', content: a},
      {route: '/b', content: {title: 'B', section: 'Blog'}},
    ];
    const cold = planCards(jobs, tree, salt, () => false);
    expect(cold.draw).toHaveLength(2);
    expect(cold.reused).toBe(0);
    expect(cold.routes.map((r) => r.route)).toEqual(['/a', '/a-copy', '/b']);
    const cached = new Set(cold.draw.map((card) => card.key));
    const warm = planCards(jobs, tree, salt, (key) => cached.has(key));
    expect(warm).toMatchObject({draw: [], reused: 2});
    const edited = planCards(
      [...jobs.slice(0, 2), {route: '/b', content: {title: 'B, edited', section: 'Blog'}}],
      tree,
      salt,
      (key) => cached.has(key),
    );
    expect(edited.draw).toHaveLength(1);
  });
});

describe('buildCardTree', () => {
  const assets = {logo: 'data:image/svg+xml;base64,AA==', brand: 'BudBot', host: 'budbot.ai'};
  const texts = (node: CardNode | string): string[] =>
    typeof node === 'string'
      ? [node]
      : [node.props.children ?? []].flat().flatMap((child) => texts(child as CardNode | string));
  it('shows the title, the section, the detail and the host', () => {
    expect(texts(buildCardTree({title: 'Dutchie', section: 'Help Center', detail: 'Integrations'}, assets))).toEqual([
      'BudBot',
      'Help Center',
      'Dutchie',
      'Integrations',
      'budbot.ai',
    ]);
  });
  it('draws no section label when the section is the brand beside the logo', () => {
    expect(texts(buildCardTree({title: 'Home', section: 'BudBot'}, assets))).toEqual([
      'BudBot',
      'Home',
      '',
      'budbot.ai',
    ]);
  });
  it("puts a case study's figure above the detail", () => {
    expect(
      texts(
        buildCardTree({title: 'T', section: 'Case study', figure: {value: '−71%', label: 'Cart abandonment'}}, assets),
      ),
    ).toEqual(['BudBot', 'Case study', 'T', '−71%', 'Cart abandonment', '', 'budbot.ai']);
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});
  it('documents its defaults', () => {
    expect(validate(undefined)).toMatchObject({
      docsSection: 'Help Center',
      cacheDir: 'node_modules/.cache/social-cards',
      blogSections: {changelog: 'Release notes'},
    });
  });
  it('names a bad field', () => {
    expect(() => validate({routeSections: [{path: 'agents', label: 'AI agents'}]})).toThrow('routeSections.0.path');
    expect(() => validate({docsSection: 'A label far too long to fit on the social card'})).toThrow('docsSection');
  });
});

describe('drawing', () => {
  const result = (drawn: number, ms: number, cardMs: number, largestBytes: number) => ({
    drawn,
    ms,
    cardMs,
    largestBytes,
    workers: 2,
  });

  it('adds the cards drawn while bundling to those drawn after the build', () => {
    expect(mergeResults(result(1000, 30_000, 31_000, 61_000), result(90, 2_000, 2_700, 40_000))).toEqual(
      result(1090, 30_000, 33_700, 61_000),
    );
    expect(mergeResults(undefined, result(3, 100, 90, 10))).toEqual(result(3, 100, 90, 10));
  });

  it('says how many cards were drawn while bundling, the time a card took and how long postBuild waited', () => {
    expect(describeDrawing(result(1090, 30_000, 33_790, 61_440), 1000, 4_100)).toBe(
      '1090 cards drawn (1000 while bundling; 31 ms a card, 2 workers; largest 60 KB; postBuild waited 4.1 s)',
    );
    expect(describeDrawing(result(0, 0, 0, 0), 0, 0)).toBe('0 cards drawn');
  });

  it('draws a 1200×630 PNG on a low-priority thread', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    try {
      const {fonts, tree} = cardAssets(process.cwd());
      const drawn = await drawCards(
        [{key: 'k', tree: tree({title: 'Drawn at nice 19', section: 'Blog'}, 'budbot.ai')}],
        {cacheDir, fonts, workers: 1, nice: 19},
      );
      expect(drawn).toMatchObject({drawn: 1, workers: 1});
      const png = readFileSync(path.join(cacheDir, 'k.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    } finally {
      rmSync(cacheDir, {recursive: true, force: true});
    }
  });

  it('draws the batches queued early and late on the same threads, each resolving when its own cards are drawn', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    const {fonts, tree} = cardAssets(process.cwd());
    const card = (key: string) => ({key, tree: tree({title: `Card ${key}`, section: 'Blog'}, 'budbot.ai')});
    const pool = startCardPool(1, {cacheDir, fonts});
    try {
      const [early, late] = await Promise.all([
        pool.draw([card('a'), card('b'), card('c'), card('d')]),
        pool.draw([card('e')]),
      ]);
      expect(early).toMatchObject({drawn: 4, workers: 1});
      expect(late).toMatchObject({drawn: 1, workers: 1});
      expect(await pool.draw([card('f')])).toMatchObject({drawn: 1});
      expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((key) => !existsSync(path.join(cacheDir, `${key}.png`)))).toEqual(
        [],
      );
    } finally {
      await pool.close();
      rmSync(cacheDir, {recursive: true, force: true});
    }
  });

  it('rejects every waiting batch when a card cannot be drawn, and any later one', async () => {
    const {fonts, tree} = cardAssets(process.cwd());
    const pool = startCardPool(1, {cacheDir: path.join(tmpdir(), 'no-such-folder', 'cards'), fonts});
    try {
      const card = {key: 'k', tree: tree({title: 'Nowhere to write', section: 'Blog'}, 'budbot.ai')};
      await expect(pool.draw([card])).rejects.toThrow('social card k could not be drawn: ENOENT');
      await expect(pool.draw([{...card, key: 'l'}])).rejects.toThrow('social card k could not be drawn');
    } finally {
      await pool.close();
    }
  });

  it('keeps the build alive while a card is drawing and lets it exit when the threads are idle', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    try {
      const output = runScript(`
        import {startCardPool} from ${moduleUrl('plugins/social-cards/drawCards.ts')};
        import {cardAssets} from ${moduleUrl('plugins/social-cards/build.ts')};
        const {fonts, tree} = cardAssets(${JSON.stringify(process.cwd())});
        const pool = startCardPool(2, {cacheDir: ${JSON.stringify(dir)}, fonts});
        // No close(): only the threads' own ref/unref decide whether the process waits.
        const drawn = await pool.draw([{key: 'k', tree: tree({title: 'Idle pool', section: 'Blog'}, 'budbot.ai')}]);
        console.log('drawn', drawn.drawn);
      `);
      expect(output).toBe('drawn 1');
      expect(existsSync(path.join(dir, 'k.png'))).toBe(true);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it("frees a card's memory between cards without leaving gc exposed to other code", async () => {
    await releaseCardMemory();
    await releaseCardMemory();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });

  it('leaves gc exposed in a process started with --expose-gc', () => {
    const output = runScript(
      `
      import {releaseCardMemory} from ${moduleUrl('plugins/social-cards/drawCard.mts')};
      await releaseCardMemory();
      console.log(typeof gc, (await import('node:vm')).runInNewContext('typeof gc'));
    `,
      ['--expose-gc'],
    );
    expect(output).toBe('function function');
  });
});
