import {describe, expect, it} from 'vitest';
import {CONFERENCE, WAITLIST} from '../src/data/constants';
import {FIELD_MESSAGES} from '../src/lib/forms/schemas';
import {soldOutMessage} from '../src/lib/forms/messages';
import {MAX_BODY_BYTES} from './http/guards';
import {testBackends} from './testing/backends';
import {BASE, functionsAppOn, rows, testAddress, TEST_EXPORT_TOKEN, useTestApp} from './testing/harness';

const backends = await testBackends();

const demo = {
  name: 'Dana Whitfield',
  email: 'dana@greenleaf.example',
  phone: '555-0142',
  company: 'Green Leaf Dispensary',
  message: 'Two stores in Denver.',
};
const conference = (email: string) => ({
  name: 'Marco Ruiz',
  email,
  companyName: 'Mile High Cannabis',
  phoneNumber: '303-555-0199',
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`lead functions on ${backend.name}`, () => {
    const t = useTestApp(backend);

    const leadCount = async (form?: string) =>
      (
        await rows<{n: number}>(t.db, `SELECT count(*)::int AS n FROM leads WHERE $1::text IS NULL OR form = $1`, [
          form ?? null,
        ])
      )[0]!.n;
    const outboxCount = async () => (await rows<{n: number}>(t.db, `SELECT count(*)::int AS n FROM outbox`))[0]!.n;

    describe('reads', () => {
      it('answers health', async () => {
        const res = await t.get('health');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({data: {status: 'ok'}});
        expect(res.headers.get('cache-control')).toBe('no-store');
      });

      it('starts the counters at the launch figures', async () => {
        expect(await (await t.get('waitlist-stats')).json()).toEqual({
          data: {count: WAITLIST.startCount, progress: WAITLIST.startProgress},
        });
        expect(await (await t.get('mj-stats')).json()).toEqual({
          data: {claimed: CONFERENCE.initiallyClaimed, total: CONFERENCE.totalLicenses},
        });
      });

      it('answers HEAD like GET', async () => {
        const res = await t.app.request(`${BASE}/mj-stats`, {method: 'HEAD'});
        expect(res.status).toBe(200);
      });

      it('answers an unknown function with a JSON 404', async () => {
        const res = await t.get('delete-everything');
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({error: {message: 'There is no such function.'}});
      });
    });

    describe('send-demo-request-email', () => {
      it('stores a page request with trimmed values, ignores unknown fields and queues one e-mail', async () => {
        const res = await t.post('send-demo-request-email', {
          ...demo,
          name: '  Dana Whitfield  ',
          source: 'request-demo',
          isAdmin: true,
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({data: {received: true}});
        const [lead] = await rows(t.db, `SELECT * FROM leads`);
        expect(lead).toMatchObject({
          form: 'demo-request',
          source: 'request-demo',
          name: 'Dana Whitfield',
          email: demo.email,
          phone: '555-0142',
          company: 'Green Leaf Dispensary',
        });
        expect(lead).not.toHaveProperty('isAdmin');
        const [mail] = await rows(t.db, `SELECT * FROM outbox`);
        expect(mail).toMatchObject({
          status: 'pending',
          recipient: 'sales@budbot.test',
          reply_to: demo.email,
          subject: 'Demo request: Dana Whitfield (Green Leaf Dispensary)',
        });
        expect(String(mail!.body)).toContain('Message:\nTwo stores in Denver.');
      });

      it('follows the page rules when no source is given, with the page messages', async () => {
        const res = await t.post('send-demo-request-email', {
          name: 'D',
          email: 'not-an-email',
          phone: '123',
          company: 'X',
          message: '',
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: {
            message: 'Please check the highlighted fields.',
            fields: {
              name: FIELD_MESSAGES.name,
              email: FIELD_MESSAGES.email,
              phone: FIELD_MESSAGES.phone,
              company: FIELD_MESSAGES.company,
            },
          },
        });
        expect(await leadCount()).toBe(0);
      });

      it('accepts the popup with only name and email, and rejects it without them', async () => {
        expect(
          (await t.post('send-demo-request-email', {name: 'D', email: 'd@example.com', source: 'popup'})).status,
        ).toBe(200);
        const res = await t.post('send-demo-request-email', {name: '', email: '', source: 'popup'});
        expect(res.status).toBe(400);
        expect((await res.json()).error.fields).toEqual({
          name: FIELD_MESSAGES.missingInfo,
          email: FIELD_MESSAGES.missingInfo,
        });
      });

      it('bounds sizes and refuses line breaks that could reach e-mail headers', async () => {
        const long = await t.post('send-demo-request-email', {...demo, name: 'x'.repeat(101)});
        expect((await long.json()).error.fields).toEqual({name: 'Name must be at most 100 characters.'});
        const injected = await t.post('send-demo-request-email', {...demo, name: 'Dana\r\nBcc: everyone@example.com'});
        expect(injected.status).toBe(400);
        expect((await injected.json()).error.fields).toEqual({name: 'Name must be on a single line.'});
        expect(await outboxCount()).toBe(0);
      });
    });

    describe('join-waitlist', () => {
      it('raises the count and progress by one and answers the new numbers', async () => {
        const res = await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com', companyName: ''});
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          data: {count: WAITLIST.startCount + 1, progress: WAITLIST.startProgress + 1},
        });
        expect(await (await t.get('waitlist-stats')).json()).toEqual({
          data: {count: WAITLIST.startCount + 1, progress: WAITLIST.startProgress + 1},
        });
      });

      it('caps progress at 100 while the count keeps growing', async () => {
        for (let i = 0; i < 25; i += 1) {
          expect((await t.post('join-waitlist', {name: `Owner ${i}`, email: `owner${i}@example.com`})).status).toBe(
            200,
          );
        }
        expect(await (await t.get('waitlist-stats')).json()).toEqual({
          data: {count: WAITLIST.startCount + 25, progress: WAITLIST.progressMax},
        });
      });

      it('answers the field messages', async () => {
        const res = await t.post('join-waitlist', {name: 'P', email: 'priya@', companyName: 'X'});
        expect((await res.json()).error.fields).toEqual({
          name: FIELD_MESSAGES.name,
          email: FIELD_MESSAGES.email,
          companyName: FIELD_MESSAGES.company,
        });
      });
    });

    describe('send-mj-signup-email', () => {
      it('claims a licence and answers the new numbers', async () => {
        const res = await t.post('send-mj-signup-email', conference('marco@example.com'));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          data: {claimed: CONFERENCE.initiallyClaimed + 1, total: CONFERENCE.totalLicenses},
        });
        expect(await leadCount('mj-signup')).toBe(1);
      });

      it('rejects an empty phone number but accepts an absent one', async () => {
        const empty = await t.post('send-mj-signup-email', {...conference('a@example.com'), phoneNumber: ''});
        expect(empty.status).toBe(400);
        expect((await empty.json()).error.fields).toEqual({phoneNumber: FIELD_MESSAGES.phone});
        const {phoneNumber: _omitted, ...withoutPhone} = conference('b@example.com');
        expect((await t.post('send-mj-signup-email', withoutPhone)).status).toBe(200);
      });

      it('requires the company name', async () => {
        const res = await t.post('send-mj-signup-email', {
          name: 'Marco',
          email: 'm@example.com',
          phoneNumber: '3035550199',
        });
        expect((await res.json()).error.fields).toEqual({companyName: FIELD_MESSAGES.company});
      });

      it('lets one e-mail claim once', async () => {
        await t.post('send-mj-signup-email', conference('same@example.com'));
        const again = await t.post('send-mj-signup-email', conference('  SAME@example.com '));
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({
          data: {claimed: CONFERENCE.initiallyClaimed + 1, total: CONFERENCE.totalLicenses},
        });
        expect(await leadCount('mj-signup')).toBe(1);
        expect(await outboxCount()).toBe(1);
      });

      it('answers 409 with a clear message once the licences are gone', async () => {
        const remaining = CONFERENCE.totalLicenses - CONFERENCE.initiallyClaimed;
        for (let i = 0; i < remaining; i += 1)
          expect((await t.post('send-mj-signup-email', conference(`c${i}@example.com`))).status).toBe(200);
        const late = await t.post('send-mj-signup-email', conference('late@example.com'));
        expect(late.status).toBe(409);
        expect(await late.json()).toEqual({error: {message: soldOutMessage(CONFERENCE.totalLicenses)}});
        expect(await (await t.get('mj-stats')).json()).toEqual({
          data: {claimed: CONFERENCE.totalLicenses, total: CONFERENCE.totalLicenses},
        });
        expect(await leadCount('mj-signup')).toBe(remaining);
      });

      it('holds the cap under 50 concurrent claims: exactly the remaining licences succeed', async () => {
        const remaining = CONFERENCE.totalLicenses - CONFERENCE.initiallyClaimed;
        const answers = await Promise.all(
          Array.from({length: 50}, (_, i) => t.post('send-mj-signup-email', conference(`rush${i}@example.com`))),
        );
        const statuses = answers.map((res) => res.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(remaining);
        expect(statuses.filter((s) => s === 409)).toHaveLength(50 - remaining);
        const [offer] = await rows<{claimed: number; total: number}>(t.db, `SELECT claimed, total FROM offers`);
        expect(offer).toEqual({claimed: CONFERENCE.totalLicenses, total: CONFERENCE.totalLicenses});
        expect(await leadCount('mj-signup')).toBe(remaining);
        expect(await outboxCount()).toBe(remaining);
      });
    });

    describe('subscribe-newsletter', () => {
      it('subscribes a valid e-mail with the issue it came from', async () => {
        const res = await t.post('subscribe-newsletter', {
          email: 'reader@example.com',
          source: 'cannabis-retail-intelligence-weekly-issue-47',
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({data: {subscribed: true}});
        expect((await rows(t.db, `SELECT source FROM leads`))[0]).toEqual({
          source: 'cannabis-retail-intelligence-weekly-issue-47',
        });
      });

      it('requires a valid e-mail', async () => {
        const res = await t.post('subscribe-newsletter', {email: 'reader'});
        expect(res.status).toBe(400);
        expect((await res.json()).error.fields).toEqual({email: FIELD_MESSAGES.email});
      });
    });

    describe('duplicates', () => {
      it('counts the same e-mail to the same form within 24 h as one lead and one e-mail', async () => {
        expect((await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'})).status).toBe(200);
        const again = await t.post('join-waitlist', {name: 'Priya S.', email: ' Priya@Example.com '});
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({
          data: {count: WAITLIST.startCount + 1, progress: WAITLIST.startProgress + 1},
        });
        expect(await leadCount()).toBe(1);
        expect(await outboxCount()).toBe(1);
      });

      it('keeps concurrent duplicates to one lead', async () => {
        await Promise.all(Array.from({length: 10}, () => t.post('subscribe-newsletter', {email: 'twice@example.com'})));
        expect(await leadCount('newsletter')).toBe(1);
      });

      it('takes the same e-mail on another form, and again after 24 h', async () => {
        await t.post('send-demo-request-email', demo);
        await t.post('subscribe-newsletter', {email: demo.email});
        expect(await leadCount()).toBe(2);
        await t.db.exec(
          `UPDATE leads SET created_at = now() - interval '25 hours'; UPDATE lead_submitters SET last_at = now() - interval '25 hours';`,
        );
        await t.post('send-demo-request-email', demo);
        expect(await leadCount('demo-request')).toBe(2);
      });

      it('takes an address again once its lead is deleted from the database', async () => {
        await t.post('subscribe-newsletter', {email: 'gone@example.com'});
        await t.db.exec(`DELETE FROM outbox; DELETE FROM leads;`);
        await t.post('subscribe-newsletter', {email: 'gone@example.com'});
        expect(await leadCount('newsletter')).toBe(1);
      });
    });

    describe('abuse', () => {
      it('drops a filled honeypot with the usual success answer', async () => {
        const res = await t.post('send-demo-request-email', {...demo, website: 'http://spam.example'});
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({data: {received: true}});
        const waitlist = await t.post('join-waitlist', {name: 'Bot', email: 'bot@example.com', website: 'x'});
        expect(await waitlist.json()).toEqual({data: {count: WAITLIST.startCount, progress: WAITLIST.startProgress}});
        expect(await leadCount()).toBe(0);
        expect(await outboxCount()).toBe(0);
        expect(t.log.info).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
      });

      it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
        const malformed = await t.post('join-waitlist', '{"name": "Priya",');
        expect(malformed.status).toBe(400);
        expect(await malformed.json()).toEqual({error: {message: 'The request body is not valid JSON.'}});
        const list = await t.post('join-waitlist', '[1, 2]');
        expect(list.status).toBe(400);
        expect((await list.json()).error.message).toBe('The request body must be a JSON object.');
      });

      it('answers 415 to a body that is not JSON', async () => {
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
          const res = await t.app.request(`${BASE}/join-waitlist`, {
            method: 'POST',
            headers: type ? {'content-type': type} : {},
            body: 'name=Priya&email=priya@example.com',
          });
          expect(res.status).toBe(415);
          expect((await res.json()).error.message).toMatch(/JSON/);
        }
        expect(await leadCount()).toBe(0);
      });

      it('answers 413 to a body over 16 KiB and takes one just under', async () => {
        const padded = (bytes: number) => JSON.stringify({email: 'big@example.com', notes: 'x'.repeat(bytes)});
        const big = await t.post('subscribe-newsletter', padded(MAX_BODY_BYTES));
        expect(big.status).toBe(413);
        expect(await big.json()).toEqual({error: {message: 'The request body is larger than 16 KiB.'}});
        const justUnder = await t.post('subscribe-newsletter', padded(MAX_BODY_BYTES - 100));
        expect(justUnder.status).toBe(200);
      });

      it('answers 413 from the Content-Length alone, before reading the body', async () => {
        const padded = (bytes: number) => JSON.stringify({email: 'announced@example.com', notes: 'x'.repeat(bytes)});
        const announce = (body: string) => ({'content-length': String(Buffer.byteLength(body))});
        const bigBody = padded(MAX_BODY_BYTES);
        const big = await t.post('subscribe-newsletter', bigBody, announce(bigBody));
        expect(big.status).toBe(413);
        expect(await big.json()).toEqual({error: {message: 'The request body is larger than 16 KiB.'}});
        const small = JSON.stringify({email: 'announced@example.com'});
        const lying = await t.post('subscribe-newsletter', small, {'content-length': String(MAX_BODY_BYTES + 1)});
        expect(lying.status).toBe(413);
        const honest = await t.post('subscribe-newsletter', small, announce(small));
        expect(honest.status).toBe(200);
        expect(await leadCount('newsletter')).toBe(1);
      });

      it('answers 405 with Allow to other methods', async () => {
        for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
          const res = await t.app.request(`${BASE}/join-waitlist`, {method});
          expect(res.status).toBe(405);
          expect(res.headers.get('allow')).toBe('POST, OPTIONS');
        }
        const post = await t.post('waitlist-stats', {});
        expect(post.status).toBe(405);
        expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect((await post.json()).error.message).toMatch(/GET/);
      });

      it('answers 429 once an address sends more than RATE_LIMIT a minute, per address', async () => {
        const limited = functionsAppOn(t, {rateLimit: 3, addressOf: testAddress});
        const send = (address: string, i: number) =>
          limited.request('/subscribe-newsletter', {
            method: 'POST',
            headers: {'content-type': 'application/json', 'x-test-address': address},
            body: JSON.stringify({email: `r${i}@example.com`}),
          });
        for (let i = 0; i < 3; i += 1) expect((await send('198.51.100.7', i)).status).toBe(200);
        const over = await send('198.51.100.7', 3);
        expect(over.status).toBe(429);
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await over.json()).error.message).toMatch(/Too many/);
        expect((await send('198.51.100.8', 4)).status).toBe(200);
        expect(await leadCount()).toBe(4);
      });

      it('lets the site origin and the same origin in through CORS, nobody else', async () => {
        const preflight = (origin: string) =>
          t.app.request(`${BASE}/join-waitlist`, {
            method: 'OPTIONS',
            headers: {
              origin,
              'host': 'localhost:3000',
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'content-type',
            },
          });
        expect((await preflight('https://www.budbot.ai')).headers.get('access-control-allow-origin')).toBe(
          'https://www.budbot.ai',
        );
        expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
          'http://localhost:3000',
        );
        const evil = await preflight('https://evil.example');
        expect(evil.headers.get('access-control-allow-origin')).toBeNull();
        const post = await t.post('subscribe-newsletter', {email: 'x@example.com'}, {origin: 'https://evil.example'});
        expect(post.headers.get('access-control-allow-origin')).toBeNull();
      });
    });

    describe('leads export', () => {
      const exportCsv = (query: string, token: string | null = TEST_EXPORT_TOKEN) =>
        t.get(`leads${query}`, token === null ? {} : {authorization: `Bearer ${token}`});

      it('answers 401 without the right token', async () => {
        const none = await exportCsv('?form=waitlist&format=csv', null);
        expect(none.status).toBe(401);
        expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect((await exportCsv('?format=csv', 'wrong-token')).status).toBe(401);
        expect((await exportCsv('?format=csv', `${TEST_EXPORT_TOKEN}x`)).status).toBe(401);
        expect((await t.get('leads', {authorization: TEST_EXPORT_TOKEN})).status).toBe(401);
      });

      it('answers 404 when no token is configured', async () => {
        const noExport = functionsAppOn(t, {rateLimit: 0});
        const res = await noExport.request('/leads?format=csv', {
          headers: {authorization: `Bearer ${TEST_EXPORT_TOKEN}`},
        });
        expect(res.status).toBe(404);
      });

      it('exports one form as quoted CSV with formulas neutralised', async () => {
        await t.post('join-waitlist', {
          name: '=HYPERLINK("http://evil.example","Click")',
          email: 'formula@example.com',
          companyName: 'Smith, "Jones" & Co',
        });
        await t.post('subscribe-newsletter', {email: 'reader@example.com'});
        const res = await exportCsv('?form=waitlist&format=csv');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toMatch(
          /attachment; filename="budbot-leads-waitlist-\d{4}-\d{2}-\d{2}\.csv"/,
        );
        const text = (await res.text()).replace(/^\uFEFF/, '');
        const lines = text.trimEnd().split('\r\n');
        expect(lines[0]).toBe(
          '"id","created_at","form","source","name","email","company","phone","message","mail_status","status","spam_reason",' +
            '"utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","fbclid","msclkid","referrer","landing_page","form_page","locale"',
        );
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
        expect(lines[1]).toContain('"Smith, ""Jones"" & Co"');
        expect(text).not.toContain('reader@example.com');
      });

      it('exports every form without a filter and refuses unknown ones', async () => {
        await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
        await t.post('subscribe-newsletter', {email: 'reader@example.com'});
        const all = await (await exportCsv('?format=csv')).text();
        expect(all).toContain('priya@example.com');
        expect(all).toContain('reader@example.com');
        expect((await exportCsv('?form=everything&format=csv')).status).toBe(400);
        expect((await exportCsv('?format=xlsx')).status).toBe(400);
      });
    });
  });
}
