import {mkdtempSync, rmSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {openDatabase} from './db/database';
import {
  csvRecords,
  killProcess,
  sleep,
  startServerProcess,
  startSmtp,
  waitFor,
  type ServerProcess,
  type TestSmtp,
} from './testing/faults';

/**
 * The server as a real process, hit where it hurts: killed with SIGKILL in
 * the middle of a stream of submissions, and stopped with SIGTERM while a
 * request and an e-mail delivery are in flight.
 */

const TOKEN = 'fault-test-export-token-7f3a9c';
const started: ServerProcess[] = [];
const smtps: TestSmtp[] = [];
const dirs: string[] = [];

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'budbot-fault-'));
  dirs.push(dir);
  return dir;
};

async function start(entry: string, env: Record<string, string>, args: string[] = []) {
  const server = await startServerProcess(entry, env, args);
  started.push(server);
  return server;
}

async function exportAll(server: ServerProcess) {
  const res = await fetch(`${server.base}/leads?format=csv`, {headers: {authorization: `Bearer ${TOKEN}`}});
  expect(res.status).toBe(200);
  return csvRecords(await res.text());
}

async function outboxByEmail(dataDir: string) {
  const db = await openDatabase({kind: 'pglite', dataDir});
  try {
    return await db.query<{email: string; status: string; attempts: number}>(
      `SELECT leads.email, outbox.status, outbox.attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id ORDER BY outbox.id`,
    );
  } finally {
    await db.close();
  }
}

afterEach(async () => {
  for (const server of started.splice(0)) await killProcess(server);
  for (const smtp of smtps.splice(0)) await smtp.stop();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
});

type Submission = {name: string; body: Record<string, string>};

/** The n-th submission of the stream: waitlist, demo request and newsletter in turn, each with its own e-mail. */
function submission(n: number): Submission & {email: string} {
  const email = `stream-${n}@example.com`;
  const kinds: Submission[] = [
    {name: 'join-waitlist', body: {name: `Stream Lead ${n}`, email, companyName: 'Canyon Cannabis'}},
    {
      name: 'send-demo-request-email',
      body: {name: `Stream Lead ${n}`, email, phone: '', company: 'Canyon Cannabis', message: `Lead number ${n}`},
    },
    {name: 'subscribe-newsletter', body: {email, source: 'stream-test'}},
  ];
  return {...kinds[n % kinds.length]!, email};
}

describe('a server killed with SIGKILL mid-stream', () => {
  it(
    'keeps every acknowledged lead exactly once and delivers its mail after the restart',
    {timeout: 120_000},
    async () => {
      const smtp = await startSmtp({delayMs: 25});
      smtps.push(smtp);
      const dataDir = tempDir();
      const env = {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LEADS_TO: 'sales@budbot.test',
        LEADS_EXPORT_TOKEN: TOKEN,
        // A mail claimed by the killed process is free again after the lease: 2 s here, 5 min in production.
        OUTBOX_OPTIONS: JSON.stringify({
          pollMs: 100,
          leaseMs: 2_000,
          baseDelayMs: 200,
          maxDelayMs: 1_000,
          maxAttempts: 20,
        }),
      };
      const first = await start('functions/testing/faultServer.ts', env);

      const acknowledged = new Set<string>();
      const outcomes: string[] = [];
      let next = 0;
      let streaming = true;
      const sender = async () => {
        while (streaming) {
          const {name, body, email} = submission(next++);
          try {
            const res = await fetch(`${first.base}/${name}`, {
              method: 'POST',
              headers: {'content-type': 'application/json'},
              body: JSON.stringify(body),
            });
            outcomes.push(String(res.status));
            if (res.ok) acknowledged.add(email);
          } catch {
            // The process died under this request: it may or may not have been stored, and nobody was told it was.
            outcomes.push('no answer');
            return;
          }
        }
      };
      const senders = Array.from({length: 6}, sender);

      await waitFor(
        '60 acknowledged submissions and mail going out',
        () => acknowledged.size >= 60 && smtp.received.length > 0,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      streaming = false;
      await Promise.all(senders);
      expect(outcomes.filter((o) => o !== '200' && o !== 'no answer')).toEqual([]);

      const second = await start('functions/testing/faultServer.ts', env);
      const records = await waitFor(
        'every lead mail to be sent after the restart',
        async () => {
          const all = await exportAll(second);
          return all.every((r) => r.mail_status === 'sent') ? all : undefined;
        },
        30_000,
      );

      const stored = records.map((r) => r.email);
      expect(new Set(stored).size).toBe(stored.length);
      for (const email of acknowledged) expect(stored).toContain(email);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // At-least-once: only a mail that was on the wire when the process died may arrive a second time.
      const outbox = await outboxByEmail(dataDir);
      const redelivered = outbox.filter(
        (row) => smtp.received.filter((mail) => mail.replyTo === row.email).length > 1,
      ).length;
      console.info(
        `[fault] SIGKILL after ${acknowledged.size} acknowledged submissions: ${stored.length} leads stored, ${redelivered} mail(s) on the wire at the kill sent again`,
      );
      expect(outbox.map((row) => row.email).sort()).toEqual([...stored].sort());
      for (const row of outbox) {
        const deliveries = smtp.received.filter((mail) => mail.replyTo === row.email).length;
        expect(row.status).toBe('sent');
        expect(deliveries, row.email).toBeGreaterThanOrEqual(1);
        if (deliveries > 1) expect(row.attempts, `${row.email} was delivered ${deliveries} times`).toBeGreaterThan(1);
      }
    },
  );
});

/** One HTTP/1.1 request over a raw socket whose body is sent in two halves, so it is still in flight when we like. */
function slowRequest(port: number, pathname: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    /** Status and body once the whole answer has arrived. */
    answer: () =>
      waitFor('the slow request to be answered', () => {
        const match = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\ncontent-length: (\d+)\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/i.exec(
          response,
        );
        if (!match || Buffer.byteLength(match[3]!) < Number(match[2])) return undefined;
        return {status: Number(match[1]), body: match[3]!};
      }),
    close: () => socket.destroy(),
  };
}

describe('functions/server.ts on SIGTERM', () => {
  it('finishes the request and the delivery in flight, stops the worker and exits 0', {timeout: 120_000}, async () => {
    const smtp = await startSmtp({delayMs: 1_500});
    smtps.push(smtp);
    const dataDir = tempDir();
    const env = {DATA_DIR: dataDir, SMTP_URL: smtp.url, LEADS_TO: 'sales@budbot.test', LEADS_EXPORT_TOKEN: TOKEN};
    const server = await start('functions/server.ts', env, ['--functions-only']);

    const post = (body: object) =>
      fetch(`${server.base}/join-waitlist`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body),
      });
    expect((await post({name: 'Ava Delivered', email: 'ava@example.com'})).status).toBe(200);
    await waitFor('the first e-mail to be on the wire', () => smtp.inFlight() === 1);

    const slow = slowRequest(
      server.port,
      '/functions/v1/join-waitlist',
      JSON.stringify({name: 'Ben Inflight', email: 'ben@example.com'}),
    );
    await sleep(200);
    server.child.kill('SIGTERM');
    const stopping = Date.now();
    await sleep(300);
    // No new connections once stopping...
    await expect(fetch(`${server.base}/health`)).rejects.toThrow();
    // ...but the request already in flight is served to the end.
    slow.finish();
    const answer = await slow.answer();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({data: {count: expect.any(Number), progress: expect.any(Number)}});

    expect(await server.exited).toBe(0);
    console.info(`[fault] exited ${Date.now() - stopping} ms after SIGTERM`);
    slow.close();
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
    // The delivery in flight was completed once, not cut off and not repeated.
    expect(smtp.received.filter((mail) => mail.replyTo === 'ava@example.com')).toHaveLength(1);

    const outbox = await outboxByEmail(dataDir);
    expect(outbox.map((row) => row.email)).toEqual(['ava@example.com', 'ben@example.com']);
    expect(outbox[0]!.status).toBe('sent');
    // Ben's mail was either sent before the worker stopped or left untouched for the next start.
    const ben = outbox[1]!;
    expect(ben.status === 'sent' ? 1 : 0).toBe(
      smtp.received.filter((mail) => mail.replyTo === 'ben@example.com').length,
    );
    if (ben.status !== 'sent') expect(ben).toMatchObject({status: 'pending', attempts: 0});

    const again = await start('functions/server.ts', env, ['--functions-only']);
    await waitFor('the remaining e-mail after the restart', () =>
      smtp.received.some((mail) => mail.replyTo === 'ben@example.com'),
    );
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(smtp.received.filter((mail) => mail.replyTo === 'ben@example.com')).toHaveLength(1);
  });

  it('never writes the export token to its output', {timeout: 60_000}, async () => {
    const server = await start('functions/server.ts', {DATA_DIR: tempDir(), LEADS_EXPORT_TOKEN: TOKEN}, [
      '--functions-only',
    ]);
    const exportWith = (authorization: string, query = '?format=csv') =>
      fetch(`${server.base}/leads${query}`, {headers: {authorization}});
    await fetch(`${server.base}/join-waitlist`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({name: 'Cy Logged', email: 'cy@example.com'}),
    });
    expect((await exportWith(`Bearer ${TOKEN}`)).status).toBe(200);
    expect((await exportWith(`Bearer ${TOKEN}`, '?form=nonsense')).status).toBe(400);
    expect((await exportWith(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await exportWith(`Basic ${TOKEN}`)).status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The mail to the log carries the lead, never the secret.
    expect(server.output()).toContain('cy@example.com');
    expect(server.output()).not.toContain(TOKEN);
    expect(server.output()).not.toContain(TOKEN.slice(0, -1));
  });
});
