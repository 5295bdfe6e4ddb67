import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {DEMO_CONFIRMATION_MAIL} from '../../src/data/mails';
import {testBackends} from '../testing/backends';
import {BASE, resetData, rows, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';

const backends = await testBackends();

const auth = {authorization: `Bearer ${TEST_EXPORT_TOKEN}`};
const demo = {
  name: 'Dana Whitfield',
  email: 'dana@greenleaf.example',
  phone: '555-0142',
  company: 'Green Leaf',
  message: 'Two stores.',
};

/** The export's rows as objects keyed by its header. */
async function exportRows(t: TestApp, query = ''): Promise<Record<string, string>[]> {
  const res = await t.get(`leads${query}`, auth);
  expect(res.status).toBe(200);
  const [header, ...lines] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
  return lines.map((line) => Object.fromEntries(cells(header!).map((name, i) => [name, cells(line)[i] ?? ''])));
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`spam record, export and re-send on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, {LEADS_CONFIRMATION_MAIL: 'on'});
    });
    afterAll(async () => {
      await t?.close();
      await backend.cleanup();
    });
    beforeEach(async () => {
      await resetData(t);
    });

    const count = async (table: string) =>
      (await rows<{n: number}>(t.db, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const resend = (id: string, headers: Record<string, string> = auth) =>
      t.app.request(`${BASE}/spam/${id}/resend`, {method: 'POST', headers});

    it('records a filled honeypot as spam: same answer, no lead, no e-mail, in the export with its reason', async () => {
      const res = await t.post('send-demo-request-email', {...demo, website: 'http://autofill.example'});
      expect(await res.json()).toEqual({data: {received: true}});
      await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com', website: 'x'});
      expect(await count('leads')).toBe(0);
      expect(await count('outbox')).toBe(0);
      expect(await count('spam_submissions')).toBe(2);
      const exported = await exportRows(t);
      expect(exported).toHaveLength(2);
      expect(exported[0]).toMatchObject({
        id: 'spam-1',
        form: 'demo-request',
        name: 'Dana Whitfield',
        email: demo.email,
        status: 'spam',
        spam_reason: 'honeypot',
        mail_status: '',
      });
      expect((await exportRows(t, '?form=waitlist'))[0]).toMatchObject({id: 'spam-2', status: 'spam'});
    });

    it('lists accepted leads with status lead, oldest first among the refused ones', async () => {
      await t.post('subscribe-newsletter', {email: 'reader@example.com'});
      await t.post('subscribe-newsletter', {email: 'bot@example.com', website: 'x'});
      expect((await exportRows(t)).map((row) => [row.email, row.status, row.spam_reason])).toEqual([
        ['reader@example.com', 'lead', ''],
        ['bot@example.com', 'spam', 'honeypot'],
      ]);
    });

    it('does not let spam count: no licence claimed, no duplicate rule, no waitlist signup', async () => {
      const claim = {
        name: 'Marco Ruiz',
        email: 'marco@example.com',
        companyName: 'Mile High',
        phoneNumber: '303-555-0199',
      };
      const before = await (await t.get('mj-stats')).json();
      await t.post('send-mj-signup-email', {...claim, website: 'x'});
      expect(await (await t.get('mj-stats')).json()).toEqual(before);
      // The same address, sent by a person a moment later, is a new lead.
      expect((await t.post('send-mj-signup-email', claim)).status).toBe(200);
      expect(await count('leads')).toBe(1);
    });

    it('re-sends a refused lead once with the export token: stored, mailed, and confirmed to the visitor', async () => {
      await t.post('send-demo-request-email', {...demo, website: 'x'});
      const res = await resend('spam-1');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({data: {id: 1, outcome: 'created'}});
      const [lead] = await rows(t.db, `SELECT * FROM leads`);
      expect(lead).toMatchObject({form: 'demo-request', email: demo.email, name: 'Dana Whitfield'});
      const mails = await rows<{kind: string; recipient: string; subject: string}>(
        t.db,
        `SELECT kind, recipient, subject FROM outbox ORDER BY kind DESC`,
      );
      expect(mails).toEqual([
        {kind: 'sales', recipient: 'sales@budbot.test', subject: 'Demo request: Dana Whitfield (Green Leaf)'},
        {kind: 'confirmation', recipient: demo.email, subject: DEMO_CONFIRMATION_MAIL.subject},
      ]);
      expect((await exportRows(t)).map((row) => row.status)).toEqual(['resent', 'lead']);
      // Twice is once.
      expect((await resend('1')).status).toBe(409);
      expect(await count('leads')).toBe(1);
    });

    it('leaves a refused claim to try again when the re-send fails (sold out)', async () => {
      const claim = {
        name: 'Marco Ruiz',
        email: 'marco@example.com',
        companyName: 'Mile High',
        phoneNumber: '303-555-0199',
      };
      await t.post('send-mj-signup-email', {...claim, website: 'x'});
      await t.db.query(`UPDATE offers SET claimed = total`);
      const refused = await resend('spam-1');
      expect(refused.status).toBe(409);
      expect((await exportRows(t)).map((row) => row.status)).toEqual(['spam']);
      await t.db.query(`UPDATE offers SET claimed = total - 1`);
      expect((await resend('spam-1')).status).toBe(200);
      expect(await count('leads')).toBe(1);
    });

    it('answers 404 for an unknown id, 401 without the token', async () => {
      expect((await resend('spam-99')).status).toBe(404);
      expect((await resend('nonsense')).status).toBe(404);
      await t.post('subscribe-newsletter', {email: 'bot@example.com', website: 'x'});
      expect((await resend('spam-1', {})).status).toBe(401);
      expect(await count('leads')).toBe(0);
    });
  });
}
