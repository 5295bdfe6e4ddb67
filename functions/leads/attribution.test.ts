import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {ATTRIBUTION_FIELDS} from '../../src/lib/attribution/fields';
import {FIELD_MESSAGES_BY_LOCALE, RULE_MESSAGES} from '../../src/lib/forms/fields';
import {soldOutMessage} from '../../src/lib/forms/messages';
import {DEMO_CONFIRMATION_MAILS} from '../../src/data/mails';
import {CONFERENCE} from '../../src/data/constants';
import {testBackends} from '../testing/backends';
import {csvRecords} from '../testing/faults';
import {resetData, rows, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {startReceiver, type TestReceiver} from '../testing/webhookReceiver';
import {createPrivacyStore} from '../privacy/store';

const backends = await testBackends();

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const auth = {authorization: `Bearer ${TEST_EXPORT_TOKEN}`};

const demo = {name: 'Dana Whitfield', email: 'dana@example.com', company: 'Green Leaf'};

/** A visit from a spring e-mail campaign, landing on /pricing, sending the demo form from /request-demo. */
const spring = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-2026',
  utm_term: 'ai budtender',
  utm_content: 'hero-button',
  gclid: 'Cj0KCQ-gclid',
  fbclid: 'IwAR-fbclid',
  msclkid: 'msclkid-7',
  referrer: 'https://partner.example',
  landing_page: '/pricing?utm_source=newsletter&utm_campaign=spring-2026',
  form_page: '/request-demo',
};

/** Junk a hand-made request or a mangled link can carry: none of it may cost a lead. */
const junk = {
  utm_source: 'x'.repeat(5000),
  utm_medium: '<script>alert("x")</script>',
  utm_campaign: 'spring\u0000\u0007\u001b[31m\r\n',
  utm_term: 'broken \ud800 surrogate',
  utm_content: {nested: ['object']},
  gclid: 42,
  fbclid: null,
  msclkid: '\u202eevil',
  referrer: 'javascript:alert(1)',
  landing_page: 'https://evil.example/',
  form_page: `/${'y'.repeat(3000)}`,
  unknown_key: 'dropped',
};

const exportCsv = async (t: TestApp, query = '') =>
  csvRecords((await (await t.get(`leads${query}`, auth)).text()).replace(/^\uFEFF/, ''));

for (const backend of backends) {
  describe.skipIf(backend.skip)(`lead attribution and language on ${backend.name}`, () => {
    let t: TestApp;
    let hook: TestReceiver | undefined;

    afterAll(async () => {
      await backend.cleanup();
    });
    beforeAll(async () => {
      hook = await startReceiver({secret: SECRET});
      t = await startTestApp(backend, {LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET});
    });
    afterAll(async () => {
      await t?.close();
      await hook?.down();
    });
    afterEach(async () => {
      await resetData(t);
    });

    it('stores every value with the lead and exports it in the new columns, after the old ones', async () => {
      const res = await t.post('send-demo-request-email', {
        ...demo,
        source: 'request-demo',
        locale: 'es',
        attribution: spring,
      });
      expect(res.status).toBe(200);
      const [row] = await rows<Record<string, string>>(t.db, `SELECT * FROM leads`);
      expect(row).toMatchObject({...spring, locale: 'es'});

      const text = (await (await t.get('leads', auth)).text()).replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]).toBe(
        [
          ...['id', 'created_at', 'form', 'source', 'name', 'email', 'company', 'phone', 'message'],
          ...['mail_status', 'status', 'spam_reason'],
          ...ATTRIBUTION_FIELDS,
          'locale',
        ]
          .map((name) => `"${name}"`)
          .join(','),
      );
      const [exported] = await exportCsv(t);
      expect(exported).toMatchObject({...spring, locale: 'es', email: demo.email, status: 'lead'});
    });

    it('never refuses a lead for its attribution: junk values are dropped, the good ones kept', async () => {
      for (const [index, form] of [
        ['send-demo-request-email', {...demo, source: 'popup'}],
        ['send-demo-request-email', {...demo, email: 'page@example.com'}],
        ['join-waitlist', {name: 'Wes Tan', email: 'wes@example.com'}],
        [
          'send-mj-signup-email',
          {name: 'Marco Ruiz', email: 'marco@example.com', companyName: 'Mile High', phoneNumber: '3035550199'},
        ],
        ['subscribe-newsletter', {email: 'news@example.com', source: 'issue-1'}],
      ].entries() as IterableIterator<[number, [string, Record<string, unknown>]]>) {
        const res = await t.post(form[0], {...form[1], attribution: {...junk, utm_term: `good-${index}`}});
        expect(res.status, `${form[0]}: ${await res.clone().text()}`).toBe(200);
      }
      for (const [index, attribution] of ['utm_source=x', 42, null, ['x'], {utm_source: {}}].entries()) {
        const res = await t.post('join-waitlist', {name: 'Ann Lee', email: `ann-${index}@example.com`, attribution});
        expect(res.status, JSON.stringify(attribution)).toBe(200);
      }

      const stored = await rows<Record<string, string>>(
        t.db,
        `SELECT ${ATTRIBUTION_FIELDS.join(', ')}, locale FROM leads WHERE utm_term LIKE 'good-%' ORDER BY id`,
      );
      expect(stored).toHaveLength(5);
      for (const row of stored) {
        expect({...row, utm_term: ''}).toEqual({
          ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])),
          utm_medium: '<script>alert("x")</script>',
          // The escape character goes; what followed it is plain text.
          utm_campaign: 'spring[31m',
          msclkid: 'evil',
          locale: 'en',
        });
      }
    });

    it('keeps the attribution of a submission refused as spam, and a re-send carries it to the lead', async () => {
      const res = await t.post('send-demo-request-email', {
        ...demo,
        website: 'https://bot.example',
        locale: 'es',
        attribution: spring,
      });
      expect(res.status).toBe(200);
      expect(await rows(t.db, `SELECT 1 FROM leads`)).toHaveLength(0);
      const [spam] = await exportCsv(t);
      expect(spam).toMatchObject({...spring, locale: 'es', status: 'spam', spam_reason: 'honeypot'});

      expect((await t.post(`spam/${spam!.id}/resend`, {}, auth)).status).toBe(200);
      const [lead] = await rows<Record<string, string>>(t.db, `SELECT * FROM leads`);
      expect(lead).toMatchObject({...spring, locale: 'es'});
    });

    it('sends the attribution object and the language in lead.created', async () => {
      await t.post('send-demo-request-email', {...demo, locale: 'es', attribution: spring});
      await t.post('join-waitlist', {name: 'Wes Tan', email: 'wes@example.com'});
      await t.post('send-mj-signup-email', {
        name: 'Marco Ruiz',
        email: 'marco@example.com',
        companyName: 'Mile High',
        phoneNumber: '3035550199',
        attribution: {utm_campaign: 'mj-unpacked'},
      });
      await t.webhooks.runOnce();
      const events = [...hook!.accepted.values()] as {type: string; data: Record<string, unknown>}[];
      const created = events.filter((event) => event.type === 'lead.created').map((event) => event.data);
      const none = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, '']));
      expect(created.find((data) => data.email === demo.email)).toMatchObject({locale: 'es', attribution: spring});
      expect(created.find((data) => data.email === 'wes@example.com')).toMatchObject({locale: 'en', attribution: none});
      // The conference claim is stored in a transaction of its own (the licence cap): same data.
      expect(created.find((data) => data.email === 'marco@example.com')).toMatchObject({
        locale: 'en',
        attribution: {...none, utm_campaign: 'mj-unpacked'},
      });
    });

    it('deletes the attribution with the lead on "Delete my data"', async () => {
      await t.post('send-demo-request-email', {...demo, attribution: spring});
      await t.post('join-waitlist', {
        name: 'Dana Whitfield',
        email: demo.email,
        website: 'filled',
        attribution: spring,
      });
      await t.post('join-waitlist', {
        name: 'Other Person',
        email: 'other@example.com',
        attribution: {utm_campaign: 'kept'},
      });
      await createPrivacyStore(t.db).deleteAddress(demo.email, 'link-1');
      const left = await rows<{utm_campaign: string}>(
        t.db,
        `SELECT utm_campaign FROM leads UNION ALL SELECT utm_campaign FROM spam_submissions`,
      );
      expect(left).toEqual([{utm_campaign: 'kept'}]);
      expect(await rows(t.db, `SELECT 1 FROM webhook_events WHERE body LIKE '%spring-2026%'`)).toHaveLength(0);
    });

    it('counts leads per value since a day, spam apart', async () => {
      const post = (email: string, attribution: Record<string, string>, extra: Record<string, unknown> = {}) =>
        t.post('join-waitlist', {name: 'Lee Park', email, attribution, ...extra});
      await post('a@example.com', {utm_campaign: 'spring', utm_source: 'newsletter', form_page: '/waitlist'});
      await post('b@example.com', {utm_campaign: 'spring', utm_source: 'google', form_page: '/waitlist'});
      await post(
        'c@example.com',
        {utm_campaign: 'fall', utm_source: 'google', form_page: '/es/waitlist'},
        {locale: 'es'},
      );
      await post('d@example.com', {});
      await post('e@example.com', {utm_campaign: 'spring'}, {website: 'bot'});
      await post('f@example.com', {utm_campaign: 'junk'}, {website: 'bot'});
      // An old lead, before the window.
      await t.db.query(`UPDATE leads SET created_at = '2020-01-01T12:00:00Z' WHERE email = 'b@example.com'`);

      const summary = async (query: string) => {
        const res = await t.get(`leads/summary?${query}`, auth);
        expect(res.status).toBe(200);
        return (await res.json()) as {data: {rows: unknown[]; total: unknown; by: string; since: string | null}};
      };
      expect((await summary('by=campaign')).data).toEqual({
        by: 'campaign',
        since: null,
        rows: [
          {value: 'spring', leads: 2, spam: 1},
          {value: '', leads: 1, spam: 0},
          {value: 'fall', leads: 1, spam: 0},
          {value: 'junk', leads: 0, spam: 1},
        ],
        total: {leads: 4, spam: 2},
      });
      expect((await summary('by=campaign&since=2025-01-01')).data.rows).toEqual([
        {value: 'spring', leads: 1, spam: 1},
        {value: '', leads: 1, spam: 0},
        {value: 'fall', leads: 1, spam: 0},
        {value: 'junk', leads: 0, spam: 1},
      ]);
      expect((await summary('by=source')).data.rows).toEqual([
        {value: 'google', leads: 2, spam: 0},
        {value: '', leads: 1, spam: 2},
        {value: 'newsletter', leads: 1, spam: 0},
      ]);
      expect((await summary('by=form_page')).data.rows).toEqual([
        {value: '/waitlist', leads: 2, spam: 0},
        {value: '', leads: 1, spam: 2},
        {value: '/es/waitlist', leads: 1, spam: 0},
      ]);
      expect((await summary('by=locale')).data.rows).toEqual([
        {value: 'en', leads: 3, spam: 2},
        {value: 'es', leads: 1, spam: 0},
      ]);
      // A re-sent refusal counts once, as the lead it became.
      const spamId = (await exportCsv(t)).find((row) => row.email === 'e@example.com')!.id;
      expect((await t.post(`${'spam'}/${spamId}/resend`, {}, auth)).status).toBe(200);
      expect((await summary('by=campaign')).data.rows[0]).toEqual({value: 'spring', leads: 3, spam: 0});

      const csv = await t.get('leads/summary?by=campaign&format=csv', auth);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csvRecords((await csv.text()).replace(/^\uFEFF/, ''))[0]).toEqual({
        campaign: 'spring',
        leads: '3',
        spam: '0',
      });
    });

    it('guards the summary like the export and refuses bad queries', async () => {
      expect((await t.get('leads/summary?by=campaign')).status).toBe(401);
      expect((await t.get('leads/summary?by=campaign', {authorization: 'Bearer wrong'})).status).toBe(401);
      for (const query of [
        '',
        'by=utm_campaign',
        'by=campaign;DROP TABLE leads',
        'by=campaign&since=30d',
        'by=campaign&since=2026-02-30',
        'by=campaign&format=xml',
      ]) {
        const res = await t.get(`leads/summary?${query}`, auth);
        expect(res.status, query).toBe(400);
      }
      expect(
        (await t.app.request('/functions/v1/leads/summary?by=campaign', {method: 'POST', headers: auth})).status,
      ).toBe(405);
    });

    describe('in Spanish', () => {
      it('answers the field messages in the form language, and unknown languages in English', async () => {
        const bad = {name: 'D', email: 'dana@', phone: '12', company: 'X'};
        const es = await t.post('send-demo-request-email', {...bad, locale: 'es'});
        expect(es.status).toBe(400);
        expect(await es.json()).toEqual({
          error: {
            message: RULE_MESSAGES.es.checkFields,
            fields: {
              name: 'El nombre debe tener al menos 2 caracteres.',
              email: 'Escribe un correo electrónico válido.',
              phone: 'Escribe un número de teléfono válido.',
              company: 'El nombre de la empresa debe tener al menos 2 caracteres.',
            },
          },
        });
        for (const locale of ['fr', 'EN', 7, undefined]) {
          const res = await t.post('send-demo-request-email', {...bad, locale});
          expect((await res.json()).error.fields.name).toBe('Name must be at least 2 characters.');
        }
        const waitlist = await t.post('join-waitlist', {name: 'Ann', email: 'x', locale: 'es'});
        expect((await waitlist.json()).error.fields).toEqual({email: FIELD_MESSAGES_BY_LOCALE.es.email});
        const popup = await t.post('send-demo-request-email', {source: 'popup', locale: 'es'});
        expect((await popup.json()).error.fields.name).toBe(FIELD_MESSAGES_BY_LOCALE.es.missingInfo);
        const nul = await t.post('join-waitlist', {name: 'Ann\u0000Lee', email: 'ann@example.com', locale: 'es'});
        expect((await nul.json()).error.fields).toEqual({name: RULE_MESSAGES.es.unstorableText});
      });

      it('says the conference is sold out in Spanish', async () => {
        await t.db.query(`UPDATE offers SET claimed = total`);
        const res = await t.post('send-mj-signup-email', {
          name: 'Marco Ruiz',
          email: 'marco@example.com',
          companyName: 'Mile High',
          phoneNumber: '3035550199',
          locale: 'es',
        });
        expect(res.status).toBe(409);
        expect((await res.json()).error.message).toBe(soldOutMessage(CONFERENCE.totalLicenses, 'es'));
        expect(soldOutMessage(CONFERENCE.totalLicenses, 'es')).toMatch(/^Ya se reservaron/);
      });

      it('records the language of a page vote, from a Spanish Help Center page too', async () => {
        expect((await t.post('docs-feedback', {page: '/es/docs/agents', helpful: true, locale: 'es'})).status).toBe(
          200,
        );
        expect((await t.post('docs-feedback', {page: '/docs/agents', helpful: false})).status).toBe(200);
        expect((await t.post('docs-feedback', {page: '/esx/docs/agents', helpful: false})).status).toBe(400);
        const votes = csvRecords((await (await t.get('feedback', auth)).text()).replace(/^\uFEFF/, ''));
        expect(votes.map(({page, locale}) => [page, locale])).toEqual([
          ['/es/docs/agents', 'es'],
          ['/docs/agents', 'en'],
        ]);
      });

      it('tells the team the visitor prefers Spanish, with where the lead came from', async () => {
        await t.post('send-demo-request-email', {...demo, locale: 'es', attribution: spring});
        const [mail] = await rows<{body: string}>(t.db, `SELECT body FROM outbox WHERE kind = 'sales'`);
        expect(mail!.body).toContain('Language: Spanish. The visitor prefers Spanish: please answer in Spanish.');
        expect(mail!.body).toContain('Campaign (utm_campaign): spring-2026');
        expect(mail!.body).toContain('Referred by: https://partner.example');
        expect(mail!.body).toContain('Form sent from: /request-demo');
      });
    });
  });
}

describe('the confirmation e-mail in the lead language', async () => {
  const [backend] = await testBackends();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend!, {LEADS_CONFIRMATION_MAIL: 'on'});
  });
  afterAll(async () => {
    await t?.close();
    await backend!.cleanup();
  });

  it('is in Spanish for a Spanish lead and in English otherwise', async () => {
    await t.post('send-demo-request-email', {...demo, locale: 'es'});
    await t.post('send-demo-request-email', {...demo, email: 'ann@example.com', name: 'Ann Lee'});
    const mails = await rows<{recipient: string; subject: string; body: string}>(
      t.db,
      `SELECT recipient, subject, body FROM outbox WHERE kind = 'confirmation' ORDER BY id`,
    );
    expect(mails).toEqual([
      {
        recipient: demo.email,
        subject: DEMO_CONFIRMATION_MAILS.es.subject,
        body: DEMO_CONFIRMATION_MAILS.es.text(demo.name),
      },
      {
        recipient: 'ann@example.com',
        subject: DEMO_CONFIRMATION_MAILS.en.subject,
        body: DEMO_CONFIRMATION_MAILS.en.text('Ann Lee'),
      },
    ]);
    expect(mails[0]!.body.startsWith('Hola, Dana Whitfield:')).toBe(true);
  });
});
