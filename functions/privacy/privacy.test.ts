import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {PRIVACY_DELETION_MAIL, PRIVACY_DELETION_MAILS} from '../../src/data/mails';
import {PRIVACY_DELETION, privacyDeletion} from '../../src/data/privacy';
import {FIELD_MESSAGES_BY_LOCALE} from '../../src/lib/forms/fields';
import {PRIVACY_REQUESTS} from '../../src/data/constants';
import {testBackends} from '../testing/backends';
import {resetData, rows, startTestApp, type TestApp} from '../testing/harness';
import {startSmtp} from '../testing/smtp';
import {startReceiver} from '../testing/webhookReceiver';
import {createPrivacyLinks, hashEmail} from './links';

const backends = await testBackends();

/** The text of an e-mail as nodemailer wrote it (quoted-printable: soft line breaks, =XX escapes). */
const quotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const KEY = 'a-privacy-link-key-that-is-long-enough-0123';

describe('privacy links', () => {
  const at = Date.UTC(2026, 10, 25, 12);
  it('round-trips the address, and refuses a forged or foreign token', () => {
    const links = createPrivacyLinks({key: KEY, now: () => at});
    const token = links.token('Dana@Example.com');
    expect(links.check(token)).toMatchObject({ok: true, email: 'Dana@Example.com'});
    const [body, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({e: 'someone@else.example', x: at / 1000 + 3600, n: 'x'})).toString(
      'base64url',
    );
    expect(links.check(`${forgedBody}.${signature}`)).toEqual({ok: false, reason: 'invalid'});
    expect(links.check(`${body}.`)).toEqual({ok: false, reason: 'invalid'});
    expect(createPrivacyLinks({key: `${KEY}-other`, now: () => at}).check(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it(`expires after ${PRIVACY_REQUESTS.linkValidHours} hours`, () => {
    const token = createPrivacyLinks({key: KEY, now: () => at}).token('dana@example.com');
    const later = (hours: number) => createPrivacyLinks({key: KEY, now: () => at + hours * 3_600_000}).check(token);
    expect(later(PRIVACY_REQUESTS.linkValidHours - 0.01).ok).toBe(true);
    expect(later(PRIVACY_REQUESTS.linkValidHours + 0.01)).toEqual({ok: false, reason: 'expired'});
  });

  it('hashes addresses case-blind', () => {
    expect(hashEmail(' Dana@Example.COM ')).toBe(hashEmail('dana@example.com'));
    expect(hashEmail('dana@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`Delete my data on ${backend.name}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeEach(async () => {
      smtp = await startSmtp();
      t = await startTestApp(backend, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEADS_CONFIRMATION_MAIL: 'on',
        PRIVACY_LINK_KEY: KEY,
        SITE_URL: 'https://www.budbot.test',
      });
      await resetData(t);
    });
    afterEach(async () => {
      await t?.close();
      await smtp.stop();
    });
    afterAll(async () => {
      await backend.cleanup();
    });

    const count = async (sql: string, params: unknown[] = []) =>
      (await rows<{n: number}>(t.db, `SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

    /** Asks for the link, delivers the outbox to the SMTP server, and reads the link out of the received e-mail. */
    async function linkFor(email: string): Promise<URL> {
      const res = await t.post('privacy-request', {email});
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({data: {sent: true}});
      await t.outbox.runOnce();
      const mail = [...smtp.received].reverse().find((m) => m.to.includes(email));
      expect(mail, `an e-mail to ${email}`).toBeDefined();
      expect(mail!.raw).toMatch(new RegExp(`^Subject: ${PRIVACY_DELETION_MAIL.subject}$`, 'm'));
      const href = /https:\/\/www\.budbot\.test\/privacy\/delete\?token=[A-Za-z0-9_.=-]+/.exec(
        quotedPrintable(mail!.raw),
      )?.[0];
      expect(href).toBeDefined();
      return new URL(href!);
    }

    it('round trip: request, e-mail with a link, confirm; every row of the address goes, a hashed record stays', async () => {
      const dana = {name: 'Dana Whitfield', email: 'dana@example.com', source: 'popup'};
      await t.post('send-demo-request-email', dana);
      await t.post('join-waitlist', {name: 'Dana Whitfield', email: 'DANA@example.com'});
      await t.post('subscribe-newsletter', {email: 'dana@example.com', website: 'autofill'});
      await t.post('docs-feedback', {
        page: '/docs/start',
        helpful: false,
        comment: 'Write to me at Dana@Example.com please',
      });
      await t.post('docs-feedback', {page: '/docs/start', helpful: true, comment: 'Great'});
      await t.post('send-demo-request-email', {name: 'Ben Ortiz', email: 'ben@example.com', source: 'popup'});
      await t.outbox.runOnce();

      const link = await linkFor('dana@example.com');
      // Opening the link (a GET of the page) deletes nothing: only the page's button posts the token.
      expect(await count(`leads WHERE lower(email) = 'dana@example.com'`)).toBe(2);

      const res = await t.post('privacy-delete', {token: link.searchParams.get('token')});
      expect(res.status).toBe(200);
      const answer = (await res.json()) as {data: {deleted: boolean; counts: Record<string, number>}};
      expect(answer.data).toMatchObject({deleted: true, counts: {leads: 2, spam: 1, feedback: 1}});
      expect(answer.data.counts.mails).toBeGreaterThanOrEqual(4);

      expect(await count(`leads WHERE lower(email) = 'dana@example.com'`)).toBe(0);
      expect(await count(`spam_submissions`)).toBe(0);
      expect(
        await count(
          `outbox WHERE body ILIKE '%dana@example.com%' OR lower(recipient) = 'dana@example.com' OR lower(reply_to) = 'dana@example.com'`,
        ),
      ).toBe(0);
      expect(await count(`docs_feedback`)).toBe(1);
      expect(await count(`leads WHERE email = 'ben@example.com'`)).toBe(1);
      const [record] = await rows(t.db, `SELECT * FROM privacy_deletions`);
      expect(record).toMatchObject({email_hash: hashEmail('dana@example.com'), leads: 2, spam: 1, feedback: 1});
      expect(JSON.stringify(record)).not.toContain('dana@');
      // The address may use the forms again afterwards.
      expect((await t.post('join-waitlist', {name: 'Dana Whitfield', email: 'dana@example.com'})).status).toBe(200);

      // The link deletes once.
      const again = await t.post('privacy-delete', {token: link.searchParams.get('token')});
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({error: {message: privacyDeletion.messages.used}});
      expect(await count(`leads WHERE lower(email) = 'dana@example.com'`)).toBe(1);
    });

    it('tells the webhooks: lead.deleted with the hashed address, and the queued bodies that carry the address are gone', async () => {
      const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
      const hook = await startReceiver({secret});
      try {
        await t.close();
        t = await startTestApp(
          backend,
          {
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            PRIVACY_LINK_KEY: KEY,
            SITE_URL: 'https://www.budbot.test',
            LEADS_WEBHOOK_URL: hook.url,
            LEADS_WEBHOOK_SECRET: secret,
          },
          {webhooks: {pollMs: 60_000}},
        );
        await resetData(t);
        await t.post('join-waitlist', {name: 'Dana Whitfield', email: 'dana@example.com'});
        await t.post('join-waitlist', {name: 'Ben Ortiz', email: 'ben@example.com'});
        expect(await count(`webhook_events WHERE body ILIKE '%dana@example.com%'`)).toBe(1);

        const link = await linkFor('dana@example.com');
        expect((await t.post('privacy-delete', {token: link.searchParams.get('token')})).status).toBe(200);
        expect(await count(`webhook_events WHERE body ILIKE '%dana@example.com%'`)).toBe(0);
        expect(await count(`webhook_events WHERE body ILIKE '%ben@example.com%'`)).toBe(1);

        await t.webhooks.runOnce();
        const events = [...hook.accepted.values()] as {type: string; data: Record<string, unknown>}[];
        expect(events.map((e) => e.type).sort()).toEqual(['lead.created', 'lead.deleted']);
        const deleted = events.find((e) => e.type === 'lead.deleted')!;
        expect(deleted.data).toMatchObject({emailHash: hashEmail('dana@example.com')});
        expect(JSON.stringify(deleted)).not.toContain('dana@');
      } finally {
        await hook.down();
      }
    });

    it('sends the link whether or not the address has data, and says the same', async () => {
      const link = await linkFor('nobody@example.com');
      const res = await t.post('privacy-delete', {token: link.searchParams.get('token')});
      expect(await res.json()).toEqual({data: {deleted: true, counts: {leads: 0, spam: 0, feedback: 0, mails: 1}}});
    });

    it('refuses a tampered token, an expired one, and a GET', async () => {
      const link = await linkFor('dana@example.com');
      const token = link.searchParams.get('token')!;
      const bad = await t.post('privacy-delete', {token: `x${token}`});
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({error: {message: privacyDeletion.messages.invalid}});
      const old = createPrivacyLinks({
        key: KEY,
        now: () => Date.now() - (PRIVACY_REQUESTS.linkValidHours * 3600 + 60) * 1000,
      }).token('dana@example.com');
      const expired = await t.post('privacy-delete', {token: old});
      expect(expired.status).toBe(410);
      expect(await expired.json()).toEqual({error: {message: privacyDeletion.messages.expired}});
      expect((await t.get(`privacy-delete?token=${encodeURIComponent(token)}`)).status).toBe(405);
      expect(await count(`privacy_deletions`)).toBe(0);
    });

    it('speaks the language of the page that asked: Spanish e-mail, Spanish page, Spanish answers', async () => {
      const res = await t.post('privacy-request', {email: 'marisol@example.com', locale: 'es'});
      expect(res.status).toBe(200);
      await t.outbox.runOnce();
      const mail = smtp.received.find((m) => m.to.includes('marisol@example.com'));
      expect(mail!.raw).toMatch(new RegExp(`^Subject: ${PRIVACY_DELETION_MAILS.es.subject}$`, 'm'));
      const href = /https:\/\/www\.budbot\.test\/es\/privacy\/delete\?token=[A-Za-z0-9_.=-]+/.exec(
        quotedPrintable(mail!.raw),
      )?.[0];
      expect(href, 'the link opens the Spanish confirmation page').toBeDefined();
      const token = new URL(href!).searchParams.get('token')!;

      const bad = await t.post('privacy-delete', {token: `x${token}`, locale: 'es'});
      expect(await bad.json()).toEqual({error: {message: PRIVACY_DELETION.es.messages.invalid}});
      expect((await t.post('privacy-delete', {token, locale: 'es'})).status).toBe(200);
      const used = await t.post('privacy-delete', {token, locale: 'es'});
      expect(await used.json()).toEqual({error: {message: PRIVACY_DELETION.es.messages.used}});

      const wrong = await t.post('privacy-request', {email: 'no', locale: 'es'});
      expect(wrong.status).toBe(400);
      const {error} = (await wrong.json()) as {error: {fields: Record<string, string>}};
      expect(error.fields.email).toBe(FIELD_MESSAGES_BY_LOCALE.es.email);
    });

    it('checks the address and mails nothing for a filled honeypot', async () => {
      expect((await t.post('privacy-request', {email: 'not-an-address'})).status).toBe(400);
      expect((await t.post('privacy-request', {email: 'dana@example.com', website: 'x'})).status).toBe(200);
      expect(await count(`outbox`)).toBe(0);
    });
  });
}
