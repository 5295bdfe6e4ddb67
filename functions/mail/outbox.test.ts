import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {testBackends} from '../testing/backends';
import {freePort} from '../testing/faults';
import {resetData, rows, startTestApp, type TestApp} from '../testing/harness';
import {startSmtp} from '../testing/smtp';
import {backoffMs} from './outbox';

const backends = await testBackends();

const waitlistSignup = {name: 'Priya Shah', email: 'priya@example.com', companyName: 'Sunrise Dispensary'};
const fastRetries = {baseDelayMs: 200, maxDelayMs: 2_000, maxAttempts: 3, pollMs: 60_000};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backoffMs', () => {
  it('doubles from the base delay up to the cap', () => {
    const opts = {baseDelayMs: 1000, maxDelayMs: 5000};
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, opts))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`outbox on ${backend.name}`, () => {
    let t: TestApp | undefined;
    const stopAfter: (() => Promise<void>)[] = [];

    afterEach(async () => {
      await t?.close();
      t = undefined;
      for (const stop of stopAfter.splice(0)) await stop();
    });
    afterAll(async () => {
      await backend.cleanup();
    });

    const open = async (env: Record<string, string> = {}, outbox = fastRetries) => {
      t = await startTestApp(backend, env, {outbox});
      return t;
    };

    const mailRow = async (app: TestApp) =>
      (
        await rows<{status: string; attempts: number; last_error: string | null; next_attempt_at: Date}>(
          app.db,
          `SELECT * FROM outbox ORDER BY id DESC LIMIT 1`,
        )
      )[0]!;

    it('delivers a lead e-mail as plain text to LEADS_TO over SMTP and marks it sent', async () => {
      const smtp = await startSmtp();
      stopAfter.push(smtp.stop);
      const app = await open({SMTP_URL: `smtp://127.0.0.1:${smtp.port}`});
      await resetData(app);
      const res = await app.post('send-demo-request-email', {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        company: 'Green Leaf',
        message: '<script>alert("hi")</script> <b>bold</b>',
      });
      expect(res.status).toBe(200);
      expect(await app.outbox.runOnce()).toEqual({sent: 1, retried: 0, dead: 0});
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['sales@budbot.test']);
      expect(mail!.raw).toMatch(/^Subject: Demo request: Dana Whitfield \(Green Leaf\)$/m);
      expect(mail!.raw).toMatch(/^Reply-To: dana@example\.com$/m);
      expect(mail!.raw).toMatch(/^Content-Type: text\/plain/m);
      expect(mail!.raw).not.toMatch(/text\/html/);
      expect(mail!.raw).toContain('<script>alert("hi")</script> <b>bold</b>');
      expect(await mailRow(app)).toMatchObject({status: 'sent', attempts: 1, last_error: null});
      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 0, dead: 0});
    });

    it('retries with backoff while the SMTP server is down, then delivers once it is up', async () => {
      const port = await freePort();
      const app = await open({SMTP_URL: `smtp://127.0.0.1:${port}`});
      await resetData(app);
      await app.post('join-waitlist', waitlistSignup);

      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 1, dead: 0});
      const failed = await mailRow(app);
      expect(failed).toMatchObject({status: 'pending', attempts: 1});
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Not due again before the backoff has passed.
      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 0, dead: 0});

      const smtp = await startSmtp(port);
      stopAfter.push(smtp.stop);
      await sleep(fastRetries.baseDelayMs + 100);
      expect(await app.outbox.runOnce()).toEqual({sent: 1, retried: 0, dead: 0});
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toMatch(/^Subject: Waitlist signup: Priya Shah \(Sunrise Dispensary\)$/m);
      expect(await mailRow(app)).toMatchObject({status: 'sent', attempts: 2});
    });

    it('dead-letters an e-mail after the last attempt', async () => {
      const port = await freePort();
      const app = await open({SMTP_URL: `smtp://127.0.0.1:${port}`}, {...fastRetries, baseDelayMs: 10, maxAttempts: 2});
      await resetData(app);
      await app.post('subscribe-newsletter', {email: 'reader@example.com'});
      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 1, dead: 0});
      await sleep(50);
      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 0, dead: 1});
      expect(await mailRow(app)).toMatchObject({status: 'dead', attempts: 2});
      expect(app.log.error).toHaveBeenCalledWith(expect.stringContaining('dead-lettered'));
      await sleep(50);
      expect(await app.outbox.runOnce()).toEqual({sent: 0, retried: 0, dead: 0});
    });

    it('without SMTP_URL writes the e-mail to the log and marks it delivered', async () => {
      const app = await open();
      await resetData(app);
      await app.post('join-waitlist', waitlistSignup);
      expect(await app.outbox.runOnce()).toEqual({sent: 1, retried: 0, dead: 0});
      expect(app.log.info).toHaveBeenCalledWith(expect.stringContaining('Subject: Waitlist signup: Priya Shah'));
      expect(await mailRow(app)).toMatchObject({status: 'sent'});
    });

    it('sends a new e-mail at once when the worker runs, without waiting for the poll', async () => {
      const smtp = await startSmtp();
      stopAfter.push(smtp.stop);
      t = await startTestApp(
        backend,
        {SMTP_URL: `smtp://127.0.0.1:${smtp.port}`},
        {outbox: fastRetries, startWorker: true},
      );
      await resetData(t);
      await t.post('subscribe-newsletter', {email: 'prompt@example.com'});
      await expect.poll(() => smtp.received.length, {timeout: 5000}).toBe(1);
    });

    it('loses nothing across a restart: the lead stays and its unsent e-mail goes out after', async () => {
      const port = await freePort();
      const before = await open({SMTP_URL: `smtp://127.0.0.1:${port}`});
      await resetData(before);
      await before.post('send-mj-signup-email', {
        name: 'Marco Ruiz',
        email: 'marco@example.com',
        companyName: 'Mile High',
        phoneNumber: '3035550199',
      });
      await before.outbox.runOnce();
      await before.close();
      t = undefined;

      const smtp = await startSmtp(port);
      stopAfter.push(smtp.stop);
      const after = await open({SMTP_URL: `smtp://127.0.0.1:${port}`});
      expect(await rows(after.db, `SELECT email FROM leads`)).toEqual([{email: 'marco@example.com'}]);
      expect(await (await after.get('mj-stats')).json()).toEqual({data: {claimed: 13, total: 15}});
      await sleep(fastRetries.baseDelayMs + 100);
      expect(await after.outbox.runOnce()).toEqual({sent: 1, retried: 0, dead: 0});
      expect(smtp.received[0]!.raw).toContain('MJ Unpacked free chatbot claim: Marco Ruiz');
    });
  });
}
