import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CHECK_COMMAND, createCheckScheduler, formatCheckLine, hasCheckScript, isContentFile, parseFindings, runCheck, watchContentChecks} from '../../scripts/lib/devCheck.mjs';

const POST = 'blog/2026-01-01-five-kpis.mdx';
const OUTPUT = [
  `${POST}:12:4  link  No page at /pricng`,
  `${POST}:20:1  image-alt  The picture has no alternative text`,
  'docs/intro.md:3:1  spelling  Unknown word "budtendr"',
  '2 errors, 1 warning',
].join('\n');

/** A fake checker: a Node script that prints OUTPUT (or nothing) for the file it is given and exits as told. */
function fakeChecker(output: string, code: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-check-'));
  const script = path.join(dir, 'check.mjs');
  writeFileSync(script, `process.stdout.write(${JSON.stringify(output)}.replaceAll('FILE', process.argv[2])); process.exit(${code});`);
  return [process.execPath, script];
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
    expect(formatCheckLine(POST, {code: 1, output: OUTPUT}, false)).toBe(`check: ${POST}:12:4  link  No page at /pricng (1 more; npm run check -- ${POST})`);
    expect(formatCheckLine(POST, {code: 1, output: `${POST}:2:1  heading  Skipped level`}, false)).toBe(`check: ${POST}:2:1  heading  Skipped level (npm run check -- ${POST})`);
    expect(formatCheckLine(POST, {code: 2, output: 'TypeError: boom'}, false)).toBe(`check: ${POST}: the check failed (exit code 2; npm run check -- ${POST})`);
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
    expect(printed).toEqual([`check: ${POST}:1:1  rule  message (npm run check -- ${POST})`, 'check: docs/intro.md:1:1  rule  message (npm run check -- docs/intro.md)']);
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

  it('runs the checker command with the file and reads its findings (a fake checker)', async () => {
    const command = fakeChecker('FILE:7:3  link  No page at /nowhere\nFILE:9:1  spelling  Unknown word\n', 1);
    const result = await runCheck(POST, {cwd: process.cwd(), command});
    expect(result.code).toBe(1);
    expect(formatCheckLine(POST, result, false)).toBe(`check: ${POST}:7:3  link  No page at /nowhere (1 more; npm run check -- ${POST})`);
    const passing = await runCheck(POST, {cwd: process.cwd(), command: fakeChecker('', 0)});
    expect(passing).toEqual({code: 0, output: ''});
  });

  it('watches the content folders and prints the line when a saved file has an error', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'blog'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({scripts: {check: 'node check.mjs'}}));
    const printed: string[] = [];
    const stop = watchContentChecks(root, {print: (line) => printed.push(line), command: fakeChecker('FILE:3:1  heading  Skipped level\n', 1), delayMs: 50});
    try {
      writeFileSync(path.join(root, POST), '# Title\n');
      await vi.waitFor(() => expect(printed).toEqual([`check: ${POST}:3:1  heading  Skipped level (npm run check -- ${POST})`]), {timeout: 10_000});
    } finally {
      stop();
    }
  });

  it('is off where the project has no check script, and runs `npm run check -- <file>` where it has', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({scripts: {start: 'node scripts/start.mjs'}}));
    expect(hasCheckScript(root)).toBe(false);
    expect(CHECK_COMMAND.join(' ')).toBe('npm run --silent check --');
  });

  it('is started by scripts/start.mjs beside the dev server', () => {
    const start = readFileSync(path.resolve(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toContain('watchContentChecks(root)');
  });

  it('starts the functions at a lower CPU priority than the dev server (scripts/start.mjs)', () => {
    const start = readFileSync(path.resolve(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/const FUNCTIONS_NICE = [1-9]\d*;/);
    expect(start).toMatch(/run\('functions',[\s\S]*?, FUNCTIONS_NICE\);/);
    expect(start).toContain('os.setPriority(child.pid, nice)');
  });
});
