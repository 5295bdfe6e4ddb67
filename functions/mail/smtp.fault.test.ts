import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {testBackends} from '../testing/backends';
import {csvRecords, freePort, startSmtp, waitFor, type TestSmtp} from '../testing/faults';
import {rows, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {backoffMs, type OutboxOptions} from './outbox';

/**
 * The sales inbox's SMTP server down or refusing: visitors still get their
 * answer at once, the outbox retries with growing gaps, delivers once the
 * server is back, and gives up after a bounded number of tries with a state
 * the export shows.
 */

const backends = await testBackends();

const retries: Partial<OutboxOptions> = {pollMs: 25, baseDelayMs: 150, maxDelayMs: 5_000, maxAttempts: 8};

for (const backend of backends) {
  describe.skipIf(backend.skip)(`outbox against a failing SMTP server on ${backend.name}`, () => {
    let t: TestApp | undefined;
    let smtp: TestSmtp | undefined;

    const startApp = async (smtpUrl: string, outbox: Partial<OutboxOptions>) => {
      t = await startTestApp(backend, {SMTP_URL: smtpUrl}, {startWorker: true, outbox});
      await t.db.exec(`TRUNCATE outbox, leads RESTART IDENTITY CASCADE`);
      return t;
    };
    const signUp = (app: TestApp, n: number) =>
      app.post('join-waitlist', {name: `Retry Lead ${n}`, email: `retry-${n}@example.com`});
    const exported = async (app: TestApp) =>
      csvRecords(await (await app.get('leads?format=csv', {authorization: `Bearer ${TEST_EXPORT_TOKEN}`})).text());

    afterEach(async () => {
      await t?.close();
      t = undefined;
      await smtp?.stop();
      smtp = undefined;
    });
    afterAll(() => backend.cleanup());

    it(
      'answers submissions at once while SMTP refuses, then delivers each mail once it is back',
      {timeout: 60_000},
      async () => {
        smtp = await startSmtp({mode: 'refuse'});
        const app = await startApp(smtp.url, retries);
        for (let n = 1; n <= 3; n += 1) {
          const began = Date.now();
          expect((await signUp(app, n)).status).toBe(200);
          // The answer never waits for the mail server.
          expect(Date.now() - began).toBeLessThan(2_000);
        }
        await waitFor('a few refused tries', () => smtp!.connections.length >= 6);
        expect(smtp.received).toHaveLength(0);
        expect((await exported(app)).map((r) => r.mail_status)).toEqual(['pending', 'pending', 'pending']);

        smtp.setMode('accept');
        await waitFor('three mails', () => smtp!.received.length >= 3, 20_000);
        await waitFor('the export to show them sent', async () =>
          (await exported(app)).every((r) => r.mail_status === 'sent'),
        );
        // Once each: nothing more arrives after a few more polls.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.received.map((mail) => mail.replyTo).sort()).toEqual([
          'retry-1@example.com',
          'retry-2@example.com',
          'retry-3@example.com',
        ]);
      },
    );

    it('waits longer after each failed try (exponential backoff)', {timeout: 60_000}, async () => {
      smtp = await startSmtp({mode: 'refuse'});
      const app = await startApp(smtp.url, retries);
      expect((await signUp(app, 1)).status).toBe(200);
      await waitFor('four refused tries', () => smtp!.connections.length >= 4, 20_000);
      smtp.setMode('accept');
      await waitFor('the mail', () => smtp!.received.length >= 1, 20_000);

      const tries = smtp.connections.slice(0, 5);
      const gaps = tries.slice(1).map((at, i) => at - tries[i]!);
      gaps.forEach((gap, i) => {
        const expected = backoffMs(i + 1, {baseDelayMs: 150, maxDelayMs: 5_000});
        expect(gap, `gap after try ${i + 1}`).toBeGreaterThanOrEqual(expected * 0.9);
        expect(gap, `gap after try ${i + 1}`).toBeLessThan(expected + 1_500);
      });
      for (let i = 1; i < gaps.length; i += 1) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]!);
      // The server has the mail; the worker marks it sent right after.
      const mail = await waitFor('the mail to be marked sent', async () => {
        const [row] = await rows<{status: string; attempts: number}>(app.db, `SELECT status, attempts FROM outbox`);
        return row?.status === 'sent' ? row : undefined;
      });
      expect(mail).toEqual({status: 'sent', attempts: tries.length});
    });

    it(
      'stops after the batch in flight, leaving the rest queued untouched for the next start',
      {timeout: 60_000},
      async () => {
        smtp = await startSmtp({delayMs: 150});
        const app = await startApp(smtp.url, {...retries, batchSize: 4});
        for (let n = 1; n <= 16; n += 1) expect((await signUp(app, n)).status).toBe(200);
        await waitFor('the first delivery', () => smtp!.received.length >= 1);
        const stopping = Date.now();
        await app.outbox.stop();
        // At most the rest of one batch of four, 150 ms each: not the whole queue.
        expect(Date.now() - stopping).toBeLessThan(2_000);
        const states = await rows<{status: string; attempts: number; n: number}>(
          app.db,
          `SELECT status, attempts, count(*)::int AS n FROM outbox GROUP BY status, attempts ORDER BY status`,
        );
        const pending = states.filter((s) => s.status === 'pending');
        // Nothing half-done: every mail is sent, or queued with no try spent on it.
        expect(states.every((s) => s.status === 'sent' || (s.status === 'pending' && s.attempts === 0))).toBe(true);
        expect(pending.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(8);
        expect(smtp.received).toHaveLength(16 - pending.reduce((sum, s) => sum + s.n, 0));
      },
    );

    it('dead-letters a mail after the last try and shows it in the export', {timeout: 60_000}, async () => {
      const nothingListens = `smtp://127.0.0.1:${await freePort()}`;
      const app = await startApp(nothingListens, {...retries, baseDelayMs: 50, maxAttempts: 3});
      expect((await signUp(app, 1)).status).toBe(200);
      await waitFor(
        'the dead letter',
        async () => (await rows<{status: string}>(app.db, `SELECT status FROM outbox`))[0]?.status === 'dead',
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [mail] = await rows<{attempts: number; last_error: string}>(
        app.db,
        `SELECT attempts, last_error FROM outbox`,
      );
      // Bounded: no fourth try.
      expect(mail!.attempts).toBe(3);
      expect(mail!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(app.log.error).toHaveBeenCalledWith(expect.stringContaining('dead-lettered after 3 attempts'));
      const [lead] = await exported(app);
      expect(lead).toMatchObject({email: 'retry-1@example.com', mail_status: 'dead'});
    });
  });
}
