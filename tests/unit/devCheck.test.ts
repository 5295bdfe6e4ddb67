import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  CHECK_SERVER,
  createCheckScheduler,
  createCheckServer,
  formatCheckLine,
  hasCheckScript,
  isContentFile,
  parseFindings,
  watchContentChecks,
} from '../../scripts/lib/devCheck.mjs';

const POST = 'blog/2026-01-01-five-kpis.mdx';
const OUTPUT = [
  `${POST}:12:4  link  No page at /pricng`,
  `${POST}:20:1  image-alt  The picture has no alternative text`,
  'docs/intro.md:3:1  spelling  Unknown word "budtendr"',
  '2 errors, 1 warning',
].join('\n');

/**
 * A fake checker server: a Node script that answers each {id, file} with OUTPUT (or nothing) and
 * the code given, as `check.mjs --serve` does. `behaviour` makes it answer "stale" (then exit) to
 * its first request, or exit instead of answering. It writes its pid to `started` beside itself as it starts.
 */
function fakeChecker(output: string, code: number, behaviour: 'answer' | 'stale-first' | 'crash' = 'answer') {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-check-'));
  const script = path.join(dir, 'check.mjs');
  const marker = path.join(dir, 'served-once');
  writeFileSync(
    script,
    `import {existsSync, writeFileSync} from 'node:fs';
writeFileSync(${JSON.stringify(path.join(dir, 'started'))}, String(process.pid));
process.on('message', ({id, file}) => {
  if (${JSON.stringify(behaviour)} === 'crash') { process.stderr.write('boom'); process.exit(3); }
  if (${JSON.stringify(behaviour)} === 'stale-first' && !existsSync(${JSON.stringify(marker)})) {
    writeFileSync(${JSON.stringify(marker)}, '');
    process.send({id, stale: true}, () => process.exit(0));
    return;
  }
  process.send({id, code: ${code}, output: ${JSON.stringify(output)}.replaceAll('FILE', file) + 'pid ' + process.pid});
});
process.on('disconnect', () => process.exit(0));`,
  );
  return [script];
}

afterEach(() => {
  vi.useRealTimers();
});

describe("npm start's content check", () => {
  it('reads content files only', () => {
    expect(isContentFile(POST)).toBe(true);
    expect(isContentFile('docs/get-started/install-widget.md')).toBe(true);
    expect(isContentFile('blog/authors.yml')).toBe(false);
    expect(isContentFile('src/pages/index.mdx')).toBe(false);
    expect(isContentFile('blog')).toBe(false);
  });

  it('parses findings printed as file:line:column  rule  message, skipping other lines', () => {
    expect(parseFindings(OUTPUT)).toEqual([
      {file: POST, line: 12, column: 4, rule: 'link', message: 'No page at /pricng'},
      {file: POST, line: 20, column: 1, rule: 'image-alt', message: 'The picture has no alternative text'},
      {file: 'docs/intro.md', line: 3, column: 1, rule: 'spelling', message: 'Unknown word "budtendr"'},
    ]);
  });

  it("prints the file's first error and how many more, with the command that lists them", () => {
    expect(formatCheckLine(POST, {code: 1, output: OUTPUT}, false)).toBe(
      `check: ${POST}:12:4  link  No page at /pricng (1 more; npm run check -- ${POST})`,
    );
    expect(formatCheckLine(POST, {code: 1, output: `${POST}:2:1  heading  Skipped level`}, false)).toBe(
      `check: ${POST}:2:1  heading  Skipped level (npm run check -- ${POST})`,
    );
    // An error comes first even when a warning is on an earlier line (the search title, line 3).
    const warningFirst = `${POST}:3:1  search-title  warning: The title is 68 characters\n${POST}:118:30  link  No page at /pricng\n`;
    expect(formatCheckLine(POST, {code: 1, output: warningFirst}, false)).toBe(
      `check: ${POST}:118:30  link  No page at /pricng (1 more; npm run check -- ${POST})`,
    );
    expect(formatCheckLine(POST, {code: 2, output: 'TypeError: boom'}, false)).toBe(
      `check: ${POST}: the check failed (exit code 2; npm run check -- ${POST})`,
    );
  });

  it('is silent on a passing file, and says so once a file with errors passes', () => {
    expect(formatCheckLine(POST, {code: 0, output: ''}, false)).toBeUndefined();
    expect(formatCheckLine(POST, {code: 0, output: ''}, true)).toBe(`check: ${POST} passes`);
  });

  it('checks a file once, a moment after its last save, and one file at a time', async () => {
    vi.useFakeTimers();
    const checked: string[] = [];
    let inFlight = 0;
    let most = 0;
    const printed: string[] = [];
    const scheduler = createCheckScheduler({
      delayMs: 800,
      print: (line) => printed.push(line),
      check: async (file) => {
        inFlight++;
        most = Math.max(most, inFlight);
        checked.push(file);
        await Promise.resolve();
        inFlight--;
        return {code: 1, output: `${file}:1:1  rule  message`};
      },
    });
    scheduler.changed(POST);
    await vi.advanceTimersByTimeAsync(500);
    scheduler.changed(POST);
    scheduler.changed('docs/intro.md');
    await vi.advanceTimersByTimeAsync(700);
    expect(checked).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await scheduler.settled();
    expect(checked).toEqual([POST, 'docs/intro.md']);
    expect(most).toBe(1);
    expect(printed).toEqual([
      `check: ${POST}:1:1  rule  message (npm run check -- ${POST})`,
      'check: docs/intro.md:1:1  rule  message (npm run check -- docs/intro.md)',
    ]);
    scheduler.stop();
  });

  it('checks a file saved during its check once more, after it', async () => {
    vi.useFakeTimers();
    const checked: string[] = [];
    let release: () => void = () => undefined;
    const scheduler = createCheckScheduler({
      delayMs: 10,
      print: () => undefined,
      check: (file) => {
        checked.push(file);
        return new Promise((resolve) => (release = () => resolve({code: 0, output: ''})));
      },
    });
    scheduler.changed(POST);
    await vi.advanceTimersByTimeAsync(10);
    scheduler.changed(POST);
    await vi.advanceTimersByTimeAsync(10);
    expect(checked).toEqual([POST]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(checked).toEqual([POST, POST]);
    release();
    await scheduler.settled();
    scheduler.stop();
  });

  it('sends the file to a warm checker process and reads its findings (a fake checker)', async () => {
    const checker = createCheckServer({
      cwd: process.cwd(),
      server: fakeChecker('FILE:7:3  link  No page at /nowhere\nFILE:9:1  spelling  Unknown word\n', 1),
    });
    try {
      const result = await checker.check(POST);
      expect(result.code).toBe(1);
      expect(formatCheckLine(POST, result, false)).toBe(
        `check: ${POST}:7:3  link  No page at /nowhere (1 more; npm run check -- ${POST})`,
      );
      const pid = checker.pid();
      expect(pid).toBeGreaterThan(0);
      // The second save is checked by the same process: nothing is loaded twice.
      expect((await checker.check(POST)).output).toContain(`pid ${pid}`);
      expect(checker.pid()).toBe(pid);
    } finally {
      checker.stop();
    }
  });

  it('starts the checker ahead of the first check when warmed up, and checks the first file with it', async () => {
    const server = fakeChecker('', 0);
    const checker = createCheckServer({cwd: process.cwd(), server});
    try {
      expect(checker.pid()).toBeUndefined();
      checker.warmUp();
      const pid = checker.pid();
      expect(pid).toBeGreaterThan(0);
      await vi.waitFor(
        () => expect(readFileSync(path.join(path.dirname(server[0]!), 'started'), 'utf8')).toBe(String(pid)),
        {timeout: 10_000},
      );
      checker.warmUp();
      expect(checker.pid()).toBe(pid);
      expect((await checker.check(POST)).output).toBe(`pid ${pid}`);
    } finally {
      checker.stop();
    }
  });

  it('sends the file again to a fresh checker when the warm one is stale, and reports one that stops', async () => {
    const stale = createCheckServer({cwd: process.cwd(), server: fakeChecker('', 0, 'stale-first')});
    try {
      const answer = stale.check(POST);
      const first = stale.pid();
      const result = await answer;
      expect(result.code).toBe(0);
      expect(result.output).toBe(`pid ${stale.pid()}`);
      expect(stale.pid()).not.toBe(first);
    } finally {
      stale.stop();
    }
    const crashing = createCheckServer({cwd: process.cwd(), server: fakeChecker('', 0, 'crash')});
    try {
      const result = await crashing.check(POST);
      expect(result.code).toBe(-1);
      expect(result.output).toContain('the checker stopped (exit code 3)');
      expect(result.output).toContain('boom');
      expect(formatCheckLine(POST, result, false)).toBe(
        `check: ${POST}: the check failed (exit code -1; npm run check -- ${POST})`,
      );
    } finally {
      crashing.stop();
    }
  });

  it("checks a real file with the site's own checker, warm from the second save", async () => {
    const checker = createCheckServer({cwd: path.resolve(__dirname, '../..')});
    try {
      const file = 'docs/get-started/install-widget.mdx';
      const first = await checker.check(file);
      expect(first.output).toMatch(/in 1 file \((\d+\.\d) s\)/);
      const second = await checker.check(file);
      expect(second.code).toBe(first.code);
      const seconds = (output: string) => Number(/in 1 file \((\d+\.\d) s\)/.exec(output)?.[1]);
      // Warm: no module loading, no dictionaries; well under the fresh run's seconds.
      expect(seconds(second.output)).toBeLessThan(seconds(first.output));
    } finally {
      checker.stop();
    }
  }, 60_000);

  it('watches the content folders and prints the line when a saved file has an error', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'blog'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({scripts: {check: 'node check.mjs'}}));
    const printed: string[] = [];
    const stop = watchContentChecks(root, {
      print: (line) => printed.push(line),
      server: fakeChecker('FILE:3:1  heading  Skipped level\n', 1),
      delayMs: 50,
    });
    try {
      writeFileSync(path.join(root, POST), '# Title\n');
      await vi.waitFor(
        () => expect(printed).toEqual([`check: ${POST}:3:1  heading  Skipped level (npm run check -- ${POST})`]),
        {timeout: 10_000},
      );
    } finally {
      stop();
    }
  });

  it('starts the checker once `warmUpWhen` resolves, before any save (npm start: once the functions serve)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'blog'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({scripts: {check: 'node check.mjs'}}));
    const server = fakeChecker('', 0);
    const started = path.join(path.dirname(server[0]!), 'started');
    let ready = () => {};
    const stop = watchContentChecks(root, {
      print: () => undefined,
      server,
      warmUpWhen: new Promise<void>((resolve) => (ready = resolve)),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(existsSync(started)).toBe(false);
      ready();
      await vi.waitFor(() => expect(existsSync(started)).toBe(true), {timeout: 10_000});
    } finally {
      stop();
    }
  });

  it('is off where the project has no check script, and runs `scripts/check.mjs --serve` where it has', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({scripts: {start: 'node scripts/start.mjs'}}));
    expect(hasCheckScript(root)).toBe(false);
    expect(CHECK_SERVER.join(' ')).toBe('scripts/check.mjs --serve');
  });

  it('is started by scripts/start.mjs beside the dev server', () => {
    const start = readFileSync(path.resolve(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toContain('watchContentChecks(root, {execPath: node, warmUpWhen: functionsServing})');
  });

  it('starts the functions at a lower CPU priority than the dev server (scripts/start.mjs)', () => {
    const start = readFileSync(path.resolve(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/const FUNCTIONS_NICE = [1-9]\d*;/);
    expect(start).toMatch(/run\(\s*'functions',[\s\S]*?,\s*FUNCTIONS_NICE,?\s*\);/);
    expect(start).toContain('os.setPriority(child.pid, nice)');
  });
});
