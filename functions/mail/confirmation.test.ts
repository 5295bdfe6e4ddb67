import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {DEMO_CONFIRMATION_MAIL} from '../../src/data/mails';
import {testBackends} from '../testing/backends';
import {resetData, rows, startTestApp, type TestApp} from '../testing/harness';
import {startSmtp} from '../testing/smtp';

const backends = await testBackends();

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the demo request's confirmation e-mail on ${backend.name}`, () => {
    let t: TestApp | undefined;
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      await t?.close();
      t = undefined;
      for (const stop of stops.splice(0)) await stop();
    });
    afterAll(async () => {
      await backend.cleanup();
    });

    const demo = {name: 'Dana Whitfield', email: 'dana@example.com', company: 'Green Leaf', source: 'popup'};

    it('is on by default: the visitor gets "We got your request", replies reach the sales inbox', async () => {
      const smtp = await startSmtp();
      stops.push(smtp.stop);
      // LEADS_CONFIRMATION_MAIL unset: the production default (the harness turns it off for the other tests).
      t = await startTestApp(backend, {SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LEADS_CONFIRMATION_MAIL: ''});
      await resetData(t);
      expect((await t.post('send-demo-request-email', demo)).status).toBe(200);
      expect(await t.outbox.runOnce()).toEqual({sent: 2, retried: 0, dead: 0});
      const toVisitor = smtp.received.find((mail) => mail.to.includes('dana@example.com'))!;
      expect(toVisitor.raw).toMatch(new RegExp(`^Subject: ${DEMO_CONFIRMATION_MAIL.subject}$`, 'm'));
      expect(toVisitor.raw).toMatch(/^Reply-To: sales@budbot\.test$/m);
      expect(toVisitor.raw).toContain('Hi Dana Whitfield,');
      expect(smtp.received.filter((mail) => mail.to.includes('sales@budbot.test'))).toHaveLength(1);
      // The export's mail_status is still the sales e-mail's.
      const [lead] = await t.store.list();
      expect(lead!.mailStatus).toBe('sent');
    });

    it('goes to demo requests only, and once per lead (not for a duplicate)', async () => {
      t = await startTestApp(backend, {LEADS_CONFIRMATION_MAIL: 'on'});
      await resetData(t);
      await t.post('send-demo-request-email', demo);
      await t.post('send-demo-request-email', demo);
      await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
      await t.post('subscribe-newsletter', {email: 'reader@example.com'});
      const kinds = await rows<{kind: string; recipient: string}>(
        t.db,
        `SELECT kind, recipient FROM outbox WHERE kind = 'confirmation'`,
      );
      expect(kinds).toEqual([{kind: 'confirmation', recipient: 'dana@example.com'}]);
    });

    it('is not sent with LEADS_CONFIRMATION_MAIL=off', async () => {
      t = await startTestApp(backend, {LEADS_CONFIRMATION_MAIL: 'off'});
      await resetData(t);
      await t.post('send-demo-request-email', demo);
      expect(await rows(t.db, `SELECT kind FROM outbox`)).toEqual([{kind: 'sales'}]);
    });
  });
}
