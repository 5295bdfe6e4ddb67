/**
 * `npm start`'s content check: when a writer saves an article, the content check runs on
 * that file in a warm checker process at the lowest CPU priority (`scripts/check.mjs --serve`),
 * a moment after the save (the dev server's hot reload goes first), and one line is printed if it
 * finds an error:
 *
 *   check: blog/2025-01-05-x.mdx:12:4  link  No page at /pricng (2 more; npm run check -- blog/2025-01-05-x.mdx)
 *
 * and `check: <file> passes` once a file that had errors is fixed. Nothing runs in the dev
 * server's process. The hook is on only when the project has a `check` script.
 */
import {fork} from 'node:child_process';
import {existsSync, readFileSync, watch} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The checker, kept warm: `node scripts/check.mjs --serve`, one file per IPC message (see check.mjs). */
export const CHECK_SERVER = ['scripts/check.mjs', '--serve'];

/** The content folders a writer edits, and the files in them that the check reads. */
const CONTENT_DIRS = ['blog', 'newsletters', 'case-studies', 'changelog', 'docs'];
const CONTENT_FILE = /\.mdx?$/;

/** How long after the last save of a file its check starts: the hot reload's compilation goes first. */
const CHECK_DELAY_MS = 800;

/** One finding as the checker prints it: `file:line:column  rule  message`. */
const FINDING = /^(.+?):(\d+):(\d+)\s+(\S+)\s+(.+)$/;

/**
 * @typedef {{file: string; line: number; column: number; rule: string; message: string}} Finding
 * @typedef {{code: number | null; output: string}} CheckResult
 * @typedef {{id: number; stale?: false; code: number; output: string} | {id: number; stale: true}} CheckAnswer what `check.mjs --serve` answers
 */

/**
 * Whether a path (relative to the site, either separator) is a content file the check reads.
 * @param {string} relativePath
 */
export function isContentFile(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  return (
    parts.length > 1 &&
    CONTENT_DIRS.includes(parts[0]) &&
    CONTENT_FILE.test(relativePath) &&
    !parts.includes('node_modules')
  );
}

/**
 * The findings in the checker's output, in its order; other lines (headings, totals) are skipped.
 * @param {string} output
 */
export function parseFindings(output) {
  /** @type {Finding[]} */
  const findings = [];
  for (const raw of output.split('\n')) {
    const match = FINDING.exec(raw.trim());
    if (match)
      findings.push({
        file: match[1],
        line: Number(match[2]),
        column: Number(match[3]),
        rule: match[4],
        message: match[5].trim(),
      });
  }
  return findings;
}

/**
 * @param {string} a
 * @param {string} b
 */
const sameFile = (a, b) => path.normalize(a) === path.normalize(b);

/**
 * The line `npm start` prints for a file's check, or undefined when there is nothing to say.
 * A passing check (exit code 0) says so only when the file had errors before.
 * @param {string} file
 * @param {CheckResult} result
 * @param {boolean} hadErrors
 */
export function formatCheckLine(file, result, hadErrors) {
  const rerun = `npm run check -- ${file}`;
  if (result.code === 0) return hadErrors ? `check: ${file} passes` : undefined;
  const findings = parseFindings(result.output);
  const own = findings.filter((finding) => sameFile(finding.file, file));
  const listed = own.length > 0 ? own : findings;
  // The first error, not the first finding: a warning (printed "warning: …") may come on an earlier line.
  const isWarning = (/** @type {Finding} */ finding) => finding.message.startsWith('warning:');
  const [first, ...rest] = [...listed.filter((finding) => !isWarning(finding)), ...listed.filter(isWarning)];
  if (!first) return `check: ${file}: the check failed (exit code ${result.code}; ${rerun})`;
  const more = rest.length > 0 ? `${rest.length} more; ` : '';
  return `check: ${first.file}:${first.line}:${first.column}  ${first.rule}  ${first.message} (${more}${rerun})`;
}

/** How much of a stopped checker's output its callers are shown. */
const OUTPUT_TAIL = 4_000;

/**
 * The checker process, started on the first check at the lowest CPU priority and kept: a saved
 * file is checked by a process that has its modules and cspell's dictionaries loaded already
 * (about 0.3 CPU-s a save instead of 3 for a fresh `npm run check`, so it competes less with the
 * dev server's next compilation). A checker whose sources or dictionary changed answers "stale"
 * and exits; the file is sent again to a fresh one. One that stops fails its pending checks
 * with its last output, and the next check starts another.
 * @param {{cwd: string; server?: readonly string[]; execPath?: string}} options
 */
export function createCheckServer({cwd, server = CHECK_SERVER, execPath = process.execPath}) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let next = 0;
  let stopped = false;
  /** @type {Map<number, {file: string; child: import('node:child_process').ChildProcess; resolve: (result: CheckResult) => void}>} */
  const pending = new Map();

  function start() {
    const [script, ...args] = server;
    const started = fork(path.resolve(cwd, script), args, {
      cwd,
      execPath,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {...process.env, FORCE_COLOR: '0'},
    });
    try {
      // Lowest priority: the dev server's compilation keeps the CPU it needs.
      if (started.pid) os.setPriority(started.pid, 19);
    } catch {
      // The priority is a courtesy; the check runs all the same.
    }
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-OUTPUT_TAIL));
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    started.on('message', (/** @type {CheckAnswer} */ message) => {
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      if (message.stale) {
        if (child === started) child = undefined;
        send(request.file).then(request.resolve);
      } else request.resolve({code: message.code, output: message.output});
    });
    const fail = (/** @type {string} */ reason) => {
      if (child === started) child = undefined;
      for (const [id, request] of pending) {
        if (request.child !== started) continue;
        pending.delete(id);
        request.resolve({code: -1, output: `${reason}\n${output}`});
      }
    };
    started.on('error', (error) => fail(String(error)));
    started.on('exit', (code, signal) => fail(`the checker stopped (${signal ?? `exit code ${code}`})`));
    return started;
  }

  /** @param {string} file @returns {Promise<CheckResult>} */
  function send(file) {
    if (stopped) return Promise.resolve({code: -1, output: 'the checker is stopped'});
    child ??= start();
    const id = next++;
    const target = child;
    return new Promise((resolve) => {
      pending.set(id, {file, child: target, resolve});
      target.send({id, file}, (error) => {
        if (error && pending.delete(id)) resolve({code: -1, output: String(error)});
      });
    });
  }

  return {
    check: send,
    /** Starts the checker before the first check, so that the first save is answered warm too. */
    warmUp() {
      if (!stopped) child ??= start();
    },
    /** The checker's process id, or undefined before the first check (tests). */
    pid: () => child?.pid,
    stop() {
      stopped = true;
      child?.kill();
      child = undefined;
    },
  };
}

/**
 * Debounces saves per file and runs one check at a time: a file saved again while its check runs
 * is checked once more afterwards, with its latest text. `check` and `print` are injected (tests).
 * @param {{check: (file: string) => Promise<CheckResult>; print: (line: string) => void; delayMs?: number}} deps
 */
export function createCheckScheduler({check, print, delayMs = CHECK_DELAY_MS}) {
  /** @type {Map<string, ReturnType<typeof setTimeout>>} */
  const timers = new Map();
  /** @type {string[]} */
  const queue = [];
  const withErrors = new Set();
  let running = false;
  let stopped = false;
  /** @type {Promise<void>} */
  let idle = Promise.resolve();

  async function drain() {
    running = true;
    while (queue.length > 0 && !stopped) {
      const file = /** @type {string} */ (queue.shift());
      /** @type {CheckResult} */
      const result = await check(file).catch((error) => ({code: -1, output: String(error)}));
      if (stopped) break;
      const line = formatCheckLine(file, result, withErrors.has(file));
      if (result.code === 0) withErrors.delete(file);
      else withErrors.add(file);
      if (line) print(line);
    }
    running = false;
  }

  return {
    /**
     * A content file was saved.
     * @param {string} file
     */
    changed(file) {
      if (stopped) return;
      clearTimeout(timers.get(file));
      timers.set(
        file,
        setTimeout(() => {
          timers.delete(file);
          if (!queue.includes(file)) queue.push(file);
          if (!running) idle = drain();
        }, delayMs),
      );
    },
    /** Resolves once the checks queued so far have run (tests). */
    settled: () => idle,
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Whether the project has the checker the hook runs (`npm run check`).
 * @param {string} root
 */
export function hasCheckScript(root) {
  try {
    return Boolean(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.check);
  } catch {
    return false;
  }
}

/**
 * Watches the content folders under `root` and checks each saved content file; returns a function
 * that stops it. Off (returns a no-op) when the project has no `check` script.
 * @param {string} root
 * `warmUpWhen`: once it resolves, the checker starts without waiting for a save (npm start passes the
 * functions' start, so the checker loads after the site and the functions, not during a writer's
 * first edits: its first start is about 3 CPU-s, and a save's check then costs about 0.1 s).
 * @param {{print?: (line: string) => void; server?: readonly string[]; execPath?: string; delayMs?: number; warmUpWhen?: Promise<unknown>}} [options]
 */
export function watchContentChecks(
  root,
  {print = (line) => console.log(line), server, execPath, delayMs, warmUpWhen} = {},
) {
  if (!hasCheckScript(root)) return () => undefined;
  const checker = createCheckServer({cwd: root, server, execPath});
  warmUpWhen?.then(
    () => checker.warmUp(),
    () => undefined,
  );
  const scheduler = createCheckScheduler({check: (file) => checker.check(file), print, delayMs});
  const watchers = CONTENT_DIRS.filter((dir) => existsSync(path.join(root, dir))).map((dir) =>
    watch(path.join(root, dir), {recursive: true}, (_event, name) => {
      if (!name) return;
      const file = path.join(dir, String(name));
      if (isContentFile(file) && existsSync(path.join(root, file))) scheduler.changed(file);
    }),
  );
  return () => {
    scheduler.stop();
    checker.stop();
    for (const watcher of watchers) watcher.close();
  };
}
