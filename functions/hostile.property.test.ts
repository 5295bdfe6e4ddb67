import fc from 'fast-check';
import {afterAll, describe, expect, it} from 'vitest';
import type {LeadForm} from '../src/lib/forms/schemas';
import {UNSTORABLE_TEXT_MESSAGE} from './http/storableText';
import {pgliteBackend, postgresBackend, type Backend} from './testing/backends';
import {asExported, csvRecords, startSmtp, waitFor} from './testing/faults';
import {resetData, rows, startTestApp, TEST_EXPORT_TOKEN, useTestApp} from './testing/harness';

/**
 * Hostile input on every POST function (fast-check): any JSON, any text.
 * Every answer is a 2xx or a 4xx that says what is wrong, never a 5xx; text
 * that is accepted comes back byte for byte (after the documented trim) in
 * the CSV export, with the export's formula guard as the only change; text
 * that could reach a mail header on two lines is refused.
 */

const NUM_RUNS = 120;

type Endpoint = {
  label: string;
  name: string;
  form: LeadForm;
  /** A valid body for one e-mail address. */
  valid: (email: string) => Record<string, string>;
  /** The typed text fields and the export column each one is stored in. */
  text: Record<string, string>;
  /** Fields that reach the e-mail's headers (Subject, Reply-To). */
  header: string[];
};

const ENDPOINTS: Endpoint[] = [
  {
    label: 'demo request page',
    name: 'send-demo-request-email',
    form: 'demo-request',
    valid: (email) => ({
      source: 'request-demo',
      name: 'Dana Whitfield',
      email,
      phone: '555-0142',
      company: 'Green Leaf Dispensary',
      message: 'Two stores.',
    }),
    text: {name: 'name', phone: 'phone', company: 'company', message: 'message'},
    header: ['name', 'company', 'email'],
  },
  {
    label: 'demo popup',
    name: 'send-demo-request-email',
    form: 'demo-request',
    valid: (email) => ({source: 'popup', name: 'Jo', email, phone: '', company: '', message: ''}),
    text: {name: 'name', phone: 'phone', company: 'company', message: 'message'},
    header: ['name', 'company', 'email'],
  },
  {
    label: 'waitlist',
    name: 'join-waitlist',
    form: 'waitlist',
    valid: (email) => ({name: 'Priya Shah', email, companyName: 'Sunrise Dispensary'}),
    text: {name: 'name', companyName: 'company'},
    header: ['name', 'companyName', 'email'],
  },
  {
    label: 'conference signup',
    name: 'send-mj-signup-email',
    form: 'mj-signup',
    valid: (email) => ({name: 'Marco Ruiz', email, companyName: 'Mile High Cannabis', phoneNumber: '303-555-0199'}),
    text: {name: 'name', companyName: 'company', phoneNumber: 'phone'},
    header: ['name', 'companyName', 'email'],
  },
  {
    label: 'newsletter',
    name: 'subscribe-newsletter',
    form: 'newsletter',
    valid: (email) => ({email, source: 'issue-45'}),
    text: {source: 'source'},
    header: ['email'],
  },
];

const ALL_FIELDS = [...new Set(ENDPOINTS.flatMap((e) => Object.keys(e.valid('x@example.com'))))];

/** Text people (and attackers) paste: markup, SQL, spreadsheet formulas, templates, bidi tricks, accents and emoji. */
const SAMPLES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "Robert'); DROP TABLE leads;--",
  "' OR '1'='1",
  '=HYPERLINK("http://evil.example","Click")',
  '+1 (555) 010-0000',
  '-2+3',
  '@SUM(A1:A9)',
  '${7*7} {{7*7}} <%= 7*7 %>',
  '\u202Egnp.exe',
  'Zoë Ångström 🌿 Dispensary',
  'マリファナ店',
  'null',
  '\\',
  '"',
  ',',
  'a\tb',
  'line one\r\nline two',
  '\u0000',
  '\ud800',
];

const special = fc.oneof(
  fc.integer({min: 0, max: 0x1f}),
  fc.integer({min: 0x7f, max: 0x9f}),
  fc.integer({min: 0xd800, max: 0xdfff}),
  fc.constantFrom(0x2028, 0x2029, 0xfeff, 0x200b, 0x00a0, 0x3000),
);
const controlText = fc.string({
  unit: fc.oneof(
    special.map((code) => String.fromCharCode(code)),
    fc.constantFrom(...'ab <>&"\'=;-'),
  ),
  maxLength: 40,
});

const hostileText = fc.oneof(
  fc.constantFrom(...SAMPLES),
  fc.string({unit: 'binary', maxLength: 60}),
  fc.string({unit: 'grapheme', maxLength: 60}),
  controlText,
  fc.array(fc.constantFrom(...SAMPLES), {minLength: 2, maxLength: 5}).map((parts) => parts.join(' ')),
  // Around the size limits (100 for names, 120 for companies, 2000 for messages).
  fc.string({unit: 'grapheme-ascii', minLength: 95, maxLength: 130}),
  fc.string({unit: 'grapheme-ascii', minLength: 1990, maxLength: 2010}),
);

const backends: Backend[] = [pgliteBackend(), await postgresBackend()];
let sequence = 0;
const uniqueEmail = () => `fuzz-${Date.now().toString(36)}-${sequence++}@example.com`;

type Answer = {
  status: number;
  json: {data?: unknown; error?: {message?: unknown; fields?: Record<string, unknown>}} | undefined;
};

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: Answer['json'];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {status: res.status, json};
}

/** A 4xx must say what is wrong in plain words. */
function expectClearError(answer: Answer) {
  const message = answer.json?.error?.message;
  expect(typeof message).toBe('string');
  expect(String(message).length).toBeGreaterThan(5);
  expect(String(message)).not.toMatch(/undefined|\[object Object\]|Error:|at \w+ \(/);
  for (const value of Object.values(answer.json?.error?.fields ?? {}))
    expect(typeof value === 'string' && value.length > 0).toBe(true);
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`hostile input on ${backend.name}`, () => {
    const t = useTestApp(backend, {resetEach: false});

    const exported = async (form: LeadForm) =>
      csvRecords(
        await (await t.get(`leads?form=${form}&format=csv`, {authorization: `Bearer ${TEST_EXPORT_TOKEN}`})).text(),
      );

    it('answers any JSON body, and any bytes, with a 2xx or a clear 4xx, never a 5xx', {timeout: 180_000}, async () => {
      const bodies = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc
          .dictionary(fc.constantFrom(...ALL_FIELDS, 'website', '__proto__', 'constructor', 'toString'), fc.jsonValue())
          .map((value) => JSON.stringify(value)),
        fc.string({unit: 'binary', maxLength: 200}),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ENDPOINTS), bodies, async (endpoint, body) => {
          const answer = await answerOf(await t.post(endpoint.name, body));
          expect(answer.status, body).toBeLessThan(500);
          if (answer.status >= 400) expectClearError(answer);
          else expect(answer.json).toHaveProperty('data');
        }),
        {numRuns: NUM_RUNS * 2},
      );
      expect(t.log.error).not.toHaveBeenCalled();
    });

    it(
      'stores accepted text byte for byte and exports it as text, or names the field it refuses',
      {timeout: 180_000},
      async () => {
        const cases = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
          fc
            .record(
              Object.fromEntries(
                Object.keys(endpoint.text).map((field) => [field, fc.option(hostileText, {nil: undefined})]),
              ),
            )
            .map((overrides) => ({
              endpoint,
              overrides: Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as Record<
                string,
                string
              >,
            })),
        );
        await fc.assert(
          fc.asyncProperty(cases, async ({endpoint, overrides}) => {
            await resetData(t);
            const email = uniqueEmail();
            const body = {...endpoint.valid(email), ...overrides};
            const answer = await answerOf(await t.post(endpoint.name, JSON.stringify(body)));

            if (answer.status === 400) {
              expectClearError(answer);
              const refused = Object.keys(answer.json?.error?.fields ?? {});
              expect(refused.length).toBeGreaterThan(0);
              for (const field of refused) expect(Object.keys(overrides)).toContain(field);
              return;
            }
            expect(answer.status).toBe(200);

            const [row] = await rows<Record<string, string>>(t.db, `SELECT * FROM leads WHERE email = $1`, [email]);
            const [record, ...others] = (await exported(endpoint.form)).filter((r) => r.email === email);
            expect(others).toEqual([]);
            for (const [field, column] of Object.entries(endpoint.text)) {
              const sent = body[field]!;
              // Stored exactly as sent, trimmed (the schemas trim every string).
              expect(row![column]).toBe(sent.trim());
              // Exported as the same text; a cell a spreadsheet would run as a formula gets a leading apostrophe.
              expect(record![column]).toBe(asExported(sent.trim()));
            }

            const [mail] = await rows<{subject: string; reply_to: string; body: string}>(
              t.db,
              `SELECT subject, reply_to, body FROM outbox`,
            );
            expect(mail!.subject).not.toMatch(/[\r\n]/);
            expect(mail!.reply_to).toBe(email);
            if (endpoint.text.name) expect(mail!.body).toContain(`Name: ${body.name!.trim()}`);
          }),
          {numRuns: NUM_RUNS},
        );
        expect(t.log.error).not.toHaveBeenCalled();
      },
    );

    it(
      'refuses a line break in anything that reaches a mail header, with a clear 400',
      {timeout: 120_000},
      async () => {
        const safe = fc.string({unit: fc.constantFrom(...'abcdefghij <>&"\'.-'), maxLength: 20});
        const lineBreak = fc.constantFrom(
          '\r',
          '\n',
          '\r\n',
          '\n\r',
          '\r\nBcc: attacker@evil.example\r\n',
          '\nX-Injected: 1\n',
        );
        const cases = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
          fc.record({
            endpoint: fc.constant(endpoint),
            field: fc.constantFrom(...endpoint.header),
            value: fc.tuple(safe, lineBreak, safe).map(([a, br, b]) => `X${a}${br}${b}Y`),
          }),
        );
        await fc.assert(
          fc.asyncProperty(cases, async ({endpoint, field, value}) => {
            await resetData(t);
            const email = uniqueEmail();
            const injected = field === 'email' ? `${email}${value.replace(/^X/, '')}` : value;
            const answer = await answerOf(
              await t.post(endpoint.name, JSON.stringify({...endpoint.valid(email), [field]: injected})),
            );
            expect(answer.status).toBe(400);
            expectClearError(answer);
            expect(answer.json?.error?.fields?.[field]).toMatch(/single line|valid email/);
            expect((await rows(t.db, `SELECT 1 FROM leads`)).length).toBe(0);
          }),
          {numRuns: NUM_RUNS},
        );
      },
    );

    it('refuses NUL and broken Unicode by field instead of storing something else', async () => {
      for (const value of ['Nul\u0000Name', 'Half \ud83c pair', '\udf3f leading low']) {
        const answer = await answerOf(
          await t.post('join-waitlist', JSON.stringify({name: value, email: uniqueEmail()})),
        );
        expect(answer.status).toBe(400);
        expect(answer.json?.error?.fields).toEqual({name: UNSTORABLE_TEXT_MESSAGE});
      }
      // A whole surrogate pair (an emoji) is fine.
      expect((await t.post('join-waitlist', {name: 'Leaf 🌿 Co', email: uniqueEmail()})).status).toBe(200);
    });
  });
}

describe('the sales e-mail on the wire', () => {
  const backend = pgliteBackend();
  afterAll(() => backend.cleanup());

  it('is plain text: markup a visitor typed arrives as literal characters', {timeout: 60_000}, async () => {
    const smtp = await startSmtp();
    const t = await startTestApp(backend, {SMTP_URL: smtp.url});
    try {
      const name = '<b>Eve</b> & "Co"';
      const message =
        '<script>alert("x")</script>\n<img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a>';
      expect(
        (await t.post('send-demo-request-email', {name, email: 'eve@example.com', company: '<i>Shop</i>', message}))
          .status,
      ).toBe(200);
      await t.outbox.runOnce();
      const [mail] = await waitFor('the e-mail', () => (smtp.received.length > 0 ? smtp.received : undefined));
      const [head = '', ...rest] = mail!.raw.split(/\r?\n\r?\n/);
      expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
      expect(mail!.raw).not.toMatch(/text\/html/i);
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
      expect(decodeWords(subject)).toBe('Demo request: <b>Eve</b> & "Co" (<i>Shop</i>)');
      const body = decodeTransfer(head, rest.join('\n\n'));
      expect(body).toContain(`Name: ${name}`);
      expect(body).toContain(message);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

/** A header's MIME encoded words (RFC 2047, as nodemailer writes non-trivial headers) back to text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The body as sent: nodemailer picks 7bit, quoted-printable or base64. */
function decodeTransfer(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}
