import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {openDatabase} from './db/database';
import {freePort} from './testing/faults';

/**
 * The real server process (`functions/server.ts`): refusing a malformed
 * setting, keeping a committed lead through a hard kill, and stopping
 * cleanly on SIGTERM.
 */

const root = path.resolve(__dirname, '..');
const token = 'server-test-export-token';
const dataDir = mkdtempSync(path.join(tmpdir(), 'budbot-server-'));
const running: ChildProcess[] = [];

type Started = {child: ChildProcess; base: string; output: () => string; exited: Promise<number | null>};

function launch(env: Record<string, string>): Started & {port: number} {
  const port = Number(env.PORT ?? 0);
  // `node --import tsx` keeps the server in this one process, so a signal reaches the server itself
  // (the tsx CLI would put a wrapper process in between that SIGKILL cannot see through).
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/server.ts', '--functions-only'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEADS_EXPORT_TOKEN: token,
      RATE_LIMIT: '0',
      SPAM_CHALLENGE: 'off',
      LEADS_CONFIRMATION_MAIL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {child, port, base: `http://127.0.0.1:${port}/functions/v1`, output: () => output, exited};
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const started = launch({PORT: String(await freePort()), ...env});
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${started.base}/health`)).ok) return started;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

describe('functions/server.ts', () => {
  it('refuses to start with a malformed setting and names it', {timeout: 60_000}, async () => {
    const started = launch({PORT: '3999', RATE_LIMIT: 'plenty'});
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/RATE_LIMIT: expected a whole number/);
    const smtp = launch({PORT: '3999', SMTP_URL: 'mail.example.com'});
    expect(await smtp.exited).toBe(1);
    expect(smtp.output()).toMatch(/SMTP_URL: expected a URL like smtp:/);
  });

  it(
    'keeps a committed lead and its unsent e-mail through a hard kill, then stops cleanly on SIGTERM',
    {timeout: 120_000},
    async () => {
      // The first run's mail server is down, so the e-mail is still queued when the process dies.
      const first = await start({SMTP_URL: `smtp://127.0.0.1:${await freePort()}`});
      const res = await fetch(`${first.base}/join-waitlist`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({name: 'Kill Test', email: 'survivor@example.com'}),
      });
      expect(res.status).toBe(200);
      await expect.poll(() => first.output(), {timeout: 15_000}).toContain('attempt 1 failed');
      first.child.kill('SIGKILL');
      await first.exited;

      // Skip the 30 s backoff instead of waiting for it.
      const db = await openDatabase({kind: 'pglite', dataDir});
      expect(await db.query(`SELECT status, attempts FROM outbox`)).toEqual([{status: 'pending', attempts: 1}]);
      await db.query(`UPDATE outbox SET next_attempt_at = now()`);
      await db.close();

      const second = await start();
      const csv = await fetch(`${second.base}/leads?form=waitlist&format=csv`, {
        headers: {authorization: `Bearer ${token}`},
      });
      expect(await csv.text()).toContain('"survivor@example.com"');
      // The e-mail queued before the kill goes out after the restart (to the log: no SMTP_URL this time).
      await expect.poll(() => second.output(), {timeout: 10_000}).toContain('Reply-To: survivor@example.com');

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain('SIGTERM: finishing requests in flight');
    },
  );
});
