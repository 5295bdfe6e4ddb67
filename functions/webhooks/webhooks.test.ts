import {Webhook} from 'standardwebhooks';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {testBackends} from '../testing/backends';
import {csvRecords, freePort, sleep} from '../testing/faults';
import {resetData, rows, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {startReceiver, type TestReceiver} from '../testing/webhookReceiver';
import type {WebhookWorkerOptions} from './worker';
import {DISABLED_ERROR, enqueueEvent, forgetEventsOf} from './events';
import {requestFor} from './send';

const backends = await testBackends();

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER_SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
/** Tries 0.1 s apart instead of hours: the schedule the settings would give, shortened for the test. */
const fast = (tries: number): Partial<WebhookWorkerOptions> => ({
  schedule: [0, ...Array.from({length: tries - 1}, () => 0.1)],
  pollMs: 60_000,
});
const auth = {authorization: `Bearer ${TEST_EXPORT_TOKEN}`};

/** One accepted submission of every kind: demo request from the page and the popup, conference claim, waitlist, newsletter, a vote. */
async function submitOneOfEach(app: TestApp) {
  const answers = [
    await app.post('send-demo-request-email', {
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '3035550100',
      company: 'Green Leaf',
      message: 'Two stores.',
    }),
    await app.post('send-demo-request-email', {
      source: 'popup',
      name: 'Pat Popup',
      email: 'pat@example.com',
      company: 'Pop Shop',
    }),
    await app.post('send-mj-signup-email', {
      name: 'Marco Ruiz',
      email: 'marco@example.com',
      companyName: 'Mile High',
      phoneNumber: '3035550199',
    }),
    await app.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com', companyName: 'Sunrise'}),
    await app.post('subscribe-newsletter', {email: 'reader@example.com', source: 'content-hub'}),
    await app.post('docs-feedback', {
      page: '/docs/get-started/overview',
      helpful: false,
      comment: 'Missing the API key step.',
    }),
  ];
  expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
}

type Delivery = {
  id: number;
  event_id: string;
  endpoint: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
};
const deliveries = (app: TestApp) =>
  rows<Delivery>(
    app.db,
    `SELECT id, event_id, endpoint, status, attempts, last_status, last_error FROM webhook_deliveries ORDER BY id`,
  );

for (const backend of backends) {
  describe.skipIf(backend.skip)(`webhooks on ${backend.name}`, () => {
    let t: TestApp | undefined;
    const receivers: TestReceiver[] = [];

    afterEach(async () => {
      await t?.close();
      t = undefined;
      for (const receiver of receivers.splice(0)) await receiver.down();
    });
    afterAll(async () => {
      await backend.cleanup();
    });
    // The first start on a backend creates and migrates its database: done here, outside the tests' time.
    beforeAll(async () => {
      await (await startTestApp(backend)).close();
    });

    const receiver = async (options: Parameters<typeof startReceiver>[0] = {}) => {
      const started = await startReceiver({secret: SECRET, ...options});
      receivers.push(started);
      return started;
    };
    const open = async (env: Record<string, string>, webhooks: Partial<WebhookWorkerOptions> = fast(8)) => {
      t = await startTestApp(backend, env, {webhooks});
      await resetData(t);
      return t;
    };
    const oneEndpoint = (hook: TestReceiver) => ({LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET});

    it('queues one signed event per accepted submission and vote, which a Standard Webhooks verifier accepts', async () => {
      const hook = await receiver();
      const app = await open(oneEndpoint(hook));
      await submitOneOfEach(app);
      // A duplicate within 24 h and a filled honeypot are no new leads: no events.
      await app.post('subscribe-newsletter', {email: 'reader@example.com'});
      await app.post('join-waitlist', {name: 'Bot', email: 'bot@example.com', website: 'https://spam.example'});

      expect(await app.webhooks.runOnce()).toEqual({delivered: 6, retried: 0, dead: 0, disabled: 0});
      expect(hook.rejected).toEqual([]);
      // A batch is sent in parallel: read the events in the order they were queued.
      const queued = await deliveries(app);
      const events = queued.map((d) => hook.accepted.get(d.event_id)) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      }[];
      expect(events.map((event) => event.type)).toEqual([
        'lead.created',
        'lead.created',
        'lead.created',
        'lead.created',
        'lead.created',
        'feedback.created',
      ]);
      expect(events.map((event) => event.data.form ?? event.data.page)).toEqual([
        'demo-request',
        'demo-request',
        'mj-signup',
        'waitlist',
        'newsletter',
        '/docs/get-started/overview',
      ]);
      expect(events[0]!.data).toMatchObject({
        id: 1,
        source: 'request-demo',
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        company: 'Green Leaf',
        phone: '3035550100',
        message: 'Two stores.',
      });
      expect(events[1]!.data).toMatchObject({source: 'popup'});
      expect(events[5]!.data).toMatchObject({helpful: false, comment: 'Missing the API key step.'});
      for (const event of events) expect(Date.parse(event.timestamp)).toBeGreaterThan(Date.now() - 60_000);
      // createdAt is the stored row's, written as JavaScript writes dates.
      const [stored] = await rows<{created_at: Date}>(app.db, `SELECT created_at FROM leads WHERE id = 1`);
      expect(events[0]!.data.createdAt).toBe(new Date(stored!.created_at).toISOString());

      const [first] = hook.requests;
      expect(first!.headers['content-type']).toBe('application/json');
      expect(first!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(first!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      // The id in the database is the header's; the event is stored with the lead.
      expect(queued.map((d) => [d.status, d.attempts])).toEqual(Array.from({length: 6}, () => ['delivered', 1]));
      expect(await app.webhooks.runOnce()).toEqual({delivered: 0, retried: 0, dead: 0, disabled: 0});
    });

    it('signs so that a tampered body, a wrong secret or an old timestamp is refused by the verifier', async () => {
      const hook = await receiver();
      const app = await open(oneEndpoint(hook));
      await app.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
      await app.webhooks.runOnce();
      const [request] = hook.requests;
      const headers = request!.headers as Record<string, string>;
      const verifier = new Webhook(SECRET);
      expect(verifier.verify(request!.body, headers)).toMatchObject({type: 'lead.created'});
      expect(() => verifier.verify(request!.body.replace('Priya', 'Mallory'), headers)).toThrow(
        'No matching signature found',
      );
      expect(() => new Webhook(OTHER_SECRET).verify(request!.body, headers)).toThrow('No matching signature found');

      // A try signed 10 minutes ago (a replay) is refused however good its signature.
      const endpoint = {
        kind: 'webhook' as const,
        key: hook.url,
        url: hook.url,
        secret: SECRET,
        events: ['lead.created' as const],
      };
      const old = requestFor(
        endpoint,
        headers['webhook-id']!,
        request!.body,
        'https://www.budbot.ai',
        new Date(Date.now() - 10 * 60_000),
      );
      expect(() => verifier.verify(old.body, old.headers)).toThrow('Message timestamp too old');
      const fresh = requestFor(endpoint, headers['webhook-id']!, request!.body, 'https://www.budbot.ai');
      expect(verifier.verify(fresh.body, fresh.headers)).toEqual(JSON.parse(request!.body));
    });

    it('retries through refused connections and 500s, then delivers every event with each webhook-id accepted once', async () => {
      const hook = await receiver({listen: false});
      const app = await open(oneEndpoint(hook));
      await submitOneOfEach(app);

      expect(await app.webhooks.runOnce()).toEqual({delivered: 0, retried: 6, dead: 0, disabled: 0});
      const refused = await deliveries(app);
      expect(refused.every((d) => d.status === 'failed' && d.attempts === 1 && d.last_status === null)).toBe(true);
      expect(refused[0]!.last_error).toMatch(/ECONNREFUSED/);
      expect(app.log.warn).toHaveBeenCalledWith(expect.stringContaining('next try in 0.1 s'));

      await hook.up();
      hook.answer(500);
      await sleep(150);
      expect(await app.webhooks.runOnce()).toEqual({delivered: 0, retried: 6, dead: 0, disabled: 0});
      expect(
        (await deliveries(app)).every(
          (d) => d.status === 'failed' && d.attempts === 2 && d.last_status === 500 && d.last_error === 'HTTP 500',
        ),
      ).toBe(true);

      hook.answer(200);
      await sleep(150);
      expect(await app.webhooks.runOnce()).toEqual({delivered: 6, retried: 0, dead: 0, disabled: 0});
      const ids = (await deliveries(app)).map((d) => d.event_id);
      expect(new Set(ids).size).toBe(6);
      expect([...hook.accepted.keys()].sort()).toEqual([...ids].sort());
      // Every try of one event carried the same id, and none was answered 2xx twice.
      expect(hook.requests.filter((r) => r.headers['webhook-id'] === ids[0])).toHaveLength(2);
      expect([...hook.answeredOk.values()]).toEqual([1, 1, 1, 1, 1, 1]);
      expect(hook.rejected).toEqual([]);
    });

    it('dead-letters after the last try, lists it, and re-sends it under the same webhook-id', async () => {
      const hook = await receiver();
      hook.answer(503);
      const app = await open(oneEndpoint(hook), fast(2));
      await app.post('subscribe-newsletter', {email: 'one@example.com'});
      await app.post('subscribe-newsletter', {email: 'two@example.com'});
      expect(await app.webhooks.runOnce()).toMatchObject({retried: 2});
      await sleep(150);
      expect(await app.webhooks.runOnce()).toMatchObject({dead: 2});
      expect(app.log.error).toHaveBeenCalledWith(expect.stringContaining('dead-lettered after 2 tries: HTTP 503'));
      await sleep(150);
      expect(await app.webhooks.runOnce()).toMatchObject({delivered: 0, retried: 0, dead: 0});

      const listed = await app.get('deliveries?status=dead', auth);
      expect(listed.status).toBe(200);
      const {data} = (await listed.json()) as {
        data: {
          id: number;
          eventId: string;
          eventType: string;
          endpoint: string;
          status: string;
          attempts: number;
          lastStatus: number;
          lastError: string;
          nextAttemptAt: null;
        }[];
      };
      expect(data).toHaveLength(2);
      expect(data[0]).toMatchObject({
        eventType: 'lead.created',
        endpoint: hook.url,
        status: 'dead',
        attempts: 2,
        lastStatus: 503,
        lastError: 'HTTP 503',
        nextAttemptAt: null,
      });
      const csv = await app.get('deliveries?status=dead&format=csv', auth);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /attachment; filename="budbot-deliveries-dead-\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(csvRecords(await csv.text()).map((r) => [r.id, r.event_id, r.status, r.last_error])).toEqual(
        data.map((d) => [String(d.id), d.eventId, 'dead', 'HTTP 503']),
      );
      expect(await (await app.get('deliveries?status=pending', auth)).json()).toEqual({data: []});

      hook.answer(200);
      const one = await app.post(`deliveries/${data[0]!.id}/retry`, '', auth);
      expect(await one.json()).toEqual({data: {retried: 1}});
      expect((await (await app.get('deliveries?status=pending', auth)).json()).data).toMatchObject([
        {id: data[0]!.id, attempts: 0},
      ]);
      expect(await app.webhooks.runOnce()).toMatchObject({delivered: 1});
      expect([...hook.accepted.keys()]).toEqual([data[0]!.eventId]);

      expect(await (await app.post('deliveries/retry?status=dead', '', auth)).json()).toEqual({data: {retried: 1}});
      expect(await app.webhooks.runOnce()).toMatchObject({delivered: 1});
      expect([...hook.accepted.keys()]).toEqual(data.map((d) => d.eventId));
      expect((await deliveries(app)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    });

    it('disables an endpoint that answers 410 Gone, says so in the log, keeps its later events dead until re-sent', async () => {
      const gone = await receiver();
      const other = await receiver({secret: OTHER_SECRET});
      gone.answer(410);
      const app = await open({
        LEADS_WEBHOOKS: JSON.stringify([
          {url: gone.url, secret: SECRET},
          {url: other.url, secret: OTHER_SECRET},
        ]),
      });
      await app.post('subscribe-newsletter', {email: 'one@example.com'});
      expect(await app.webhooks.runOnce()).toEqual({delivered: 1, retried: 0, dead: 0, disabled: 1});
      expect(app.log.error).toHaveBeenCalledWith(expect.stringMatching(/answered 410 Gone: endpoint disabled/));
      const [endpoint] = await rows<{disabled_at: Date | null; disabled_reason: string}>(
        app.db,
        `SELECT disabled_at, disabled_reason FROM webhook_endpoints WHERE key = $1`,
        [gone.url],
      );
      expect(endpoint!.disabled_at).not.toBeNull();
      expect(endpoint!.disabled_reason).toBe('410 Gone');

      // Later events still reach the other endpoint; the disabled one's are dead-lettered, not dropped and not sent.
      await app.post('subscribe-newsletter', {email: 'two@example.com'});
      expect(await app.webhooks.runOnce()).toEqual({delivered: 1, retried: 0, dead: 0, disabled: 0});
      expect(gone.requests).toHaveLength(1);
      expect(
        (await deliveries(app)).filter((d) => d.endpoint === gone.url).map((d) => [d.status, d.last_error]),
      ).toEqual([
        ['dead', '410 Gone'],
        ['dead', DISABLED_ERROR],
      ]);

      // The endpoint stays disabled across a restart (the state is in the database) ...
      await app.close();
      const again = await startTestApp(
        backend,
        {LEADS_WEBHOOKS: JSON.stringify([{url: gone.url, secret: SECRET}])},
        {webhooks: fast(8)},
      );
      t = again;
      await again.post('subscribe-newsletter', {email: 'three@example.com'});
      expect((await deliveries(again)).at(-1)).toMatchObject({status: 'dead', last_error: DISABLED_ERROR});
      // ... until the team re-sends: that enables it again.
      gone.answer(200);
      expect(await (await again.post('deliveries/retry?status=dead', '', auth)).json()).toEqual({data: {retried: 3}});
      expect(await again.webhooks.runOnce()).toMatchObject({delivered: 3});
      await again.post('subscribe-newsletter', {email: 'four@example.com'});
      expect(await again.webhooks.runOnce()).toMatchObject({delivered: 1});
      expect(gone.accepted.size).toBe(4);
    });

    it('sends each endpoint only the events it asked for', async () => {
      const leadsOnly = await receiver();
      const everything = await receiver({secret: OTHER_SECRET});
      const app = await open({
        LEADS_WEBHOOKS: JSON.stringify([
          {url: leadsOnly.url, secret: SECRET, events: ['lead.created']},
          {url: everything.url, secret: OTHER_SECRET},
        ]),
      });
      await app.post('docs-feedback', {page: '/docs', helpful: true});
      await app.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
      await app.webhooks.runOnce();
      expect([...leadsOnly.accepted.values()].map((e) => (e as {type: string}).type)).toEqual(['lead.created']);
      expect([...everything.accepted.values()].map((e) => (e as {type: string}).type).sort()).toEqual([
        'feedback.created',
        'lead.created',
      ]);
      expect(everything.rejected).toEqual([]);
    });

    it("enqueueEvent queues lead.deleted inside the caller's transaction, and nothing when it rolls back", async () => {
      const hook = await receiver();
      const app = await open(oneEndpoint(hook));
      await expect(
        app.db.transaction(async (tx) => {
          await enqueueEvent(tx, 'lead.deleted', {emailHash: 'abc'});
          throw new Error('the deletion failed');
        }),
      ).rejects.toThrow('the deletion failed');
      expect(await deliveries(app)).toEqual([]);
      const id = await app.db.transaction((tx) =>
        enqueueEvent(tx, 'lead.deleted', {emailHash: 'abc', deletedAt: '2026-11-25T12:00:00.000Z'}),
      );
      expect(id).toMatch(/^msg_/);
      await app.webhooks.runOnce();
      expect(hook.accepted.get(id!)).toMatchObject({
        type: 'lead.deleted',
        data: {emailHash: 'abc', deletedAt: '2026-11-25T12:00:00.000Z'},
      });
    });

    it('forgetEventsOf deletes the lead events of one address and their deliveries, for the privacy flow', async () => {
      const hook = await receiver();
      hook.answer(500);
      const app = await open(oneEndpoint(hook));
      await app.post('subscribe-newsletter', {email: 'Gone@Example.com'});
      await app.post('join-waitlist', {name: 'Gone Person', email: 'gone@example.com'});
      await app.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
      await app.post('docs-feedback', {page: '/docs', helpful: true});
      expect(await app.db.transaction((tx) => forgetEventsOf(tx, 'gone@example.COM'))).toBe(2);
      expect(
        (await rows<{body: string}>(app.db, `SELECT body FROM webhook_events ORDER BY created_at`)).map(
          (r) => (JSON.parse(r.body) as {type: string}).type,
        ),
      ).toEqual(['lead.created', 'feedback.created']);
      expect(await rows(app.db, `SELECT count(*)::int AS n FROM webhook_deliveries`)).toEqual([{n: 2}]);
      expect(JSON.stringify(await rows(app.db, `SELECT * FROM webhook_events`))).not.toMatch(/gone@/i);
    });

    it('queues nothing without an endpoint, and a submission that fails stores neither lead nor event', async () => {
      const app = await open({});
      await app.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'});
      expect(await rows(app.db, `SELECT id FROM webhook_events`)).toEqual([]);
      expect(await app.webhooks.runOnce()).toEqual({delivered: 0, retried: 0, dead: 0, disabled: 0});
      await app.close();

      const hook = await receiver();
      t = await startTestApp(backend, oneEndpoint(hook), {webhooks: fast(8)});
      await resetData(t);
      // The event insert fails inside the submission's transaction: the lead is rolled back with it.
      await t.db.exec(`ALTER TABLE webhook_events ADD CONSTRAINT no_events CHECK (false)`);
      try {
        expect((await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'})).status).toBe(500);
      } finally {
        await t.db.exec(`ALTER TABLE webhook_events DROP CONSTRAINT no_events`);
      }
      expect(await rows(t.db, `SELECT id FROM leads`)).toEqual([]);
      expect((await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com'})).status).toBe(200);
      expect(await rows(t.db, `SELECT count(*)::int AS n FROM webhook_deliveries`)).toEqual([{n: 1}]);
    });

    it('guards the deliveries functions with the export token and checks their input', async () => {
      const app = await open(oneEndpoint(await receiver()));
      expect((await app.get('deliveries')).status).toBe(401);
      expect(
        (await app.post('deliveries/retry?status=dead', '', {authorization: 'Bearer wrong-token-000'})).status,
      ).toBe(401);
      expect((await app.post('deliveries/1/retry', '')).status).toBe(401);
      expect(await (await app.get('deliveries?status=lost', auth)).json()).toEqual({
        error: {message: 'status must be one of: pending, failed, dead, delivered'},
      });
      expect((await app.get('deliveries?format=xml', auth)).status).toBe(400);
      expect((await app.post('deliveries/retry', '', auth)).status).toBe(400);
      expect((await app.post('deliveries/abc/retry', '', auth)).status).toBe(400);
      expect(await (await app.post('deliveries/999/retry', '', auth)).json()).toEqual({
        error: {message: 'There is no such delivery.'},
      });
      expect((await app.post('deliveries', '', auth)).status).toBe(405);
      expect((await app.get('deliveries/retry', auth)).status).toBe(405);
    });

    it('posts leads to the HubSpot and Salesforce presets through the same retrying delivery', async () => {
      const hubspot = await receiver({secret: undefined});
      const salesforce = await receiver({secret: undefined});
      hubspot.answer(502);
      const app = await open({
        HUBSPOT_PORTAL_ID: '62515',
        HUBSPOT_FORM_GUID: '78c2891f-ebdd-44c0-bd94-15c012bbbfbf',
        HUBSPOT_API_BASE: `http://127.0.0.1:${hubspot.port}`,
        SALESFORCE_OID: '00D5g000004ABCD',
        SALESFORCE_BASE_URL: `http://127.0.0.1:${salesforce.port}/`,
      });
      await app.post('send-demo-request-email', {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        company: 'Green Leaf',
        message: 'Hi',
      });
      // Votes are not leads: the presets do not take them.
      await app.post('docs-feedback', {page: '/docs', helpful: true});
      expect(await app.webhooks.runOnce()).toEqual({delivered: 1, retried: 1, dead: 0, disabled: 0});
      hubspot.answer(200);
      await sleep(150);
      expect(await app.webhooks.runOnce()).toEqual({delivered: 1, retried: 0, dead: 0, disabled: 0});

      expect(hubspot.requests.map((r) => r.path)).toEqual(
        Array.from({length: 2}, () => '/submissions/v3/integration/submit/62515/78c2891f-ebdd-44c0-bd94-15c012bbbfbf'),
      );
      const submitted = JSON.parse(hubspot.requests[1]!.body) as {
        fields: {name: string; value: string}[];
        context: unknown;
      };
      expect(hubspot.requests[1]!.headers['content-type']).toBe('application/json');
      expect(submitted.fields.map((f) => [f.name, f.value])).toEqual([
        ['email', 'dana@example.com'],
        ['firstname', 'Dana'],
        ['lastname', 'Whitfield'],
        ['company', 'Green Leaf'],
        ['message', 'Demo request (request-demo)\n\nHi'],
        ['hs_language', 'en'],
      ]);
      expect(submitted.context).toEqual({pageUri: 'https://www.budbot.ai/request-demo', pageName: 'Request a demo'});

      expect(salesforce.requests).toHaveLength(1);
      expect(salesforce.requests[0]!.path).toBe('/servlet/servlet.WebToLead?encoding=UTF-8');
      expect(salesforce.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(salesforce.requests[0]!.body))).toMatchObject({
        oid: '00D5g000004ABCD',
        last_name: 'Whitfield',
        email: 'dana@example.com',
        lead_source: 'Web',
      });
      expect((await deliveries(app)).map((d) => [d.endpoint, d.status])).toEqual([
        ['hubspot:62515/78c2891f-ebdd-44c0-bd94-15c012bbbfbf', 'delivered'],
        ['salesforce:00D5g000004ABCD', 'delivered'],
      ]);
    });

    it('gives up a try that gets no answer within the timeout', async () => {
      const port = await freePort();
      // A server that reads the request and never answers.
      const {createServer} = await import('node:net');
      const silent = createServer((socket) => socket.on('data', () => undefined));
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
      try {
        const app = await open(
          {LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LEADS_WEBHOOK_SECRET: SECRET},
          {...fast(8), timeoutMs: 300},
        );
        await app.post('subscribe-newsletter', {email: 'one@example.com'});
        expect(await app.webhooks.runOnce()).toMatchObject({retried: 1});
        expect((await deliveries(app))[0]!.last_error).toBe('no answer within 0.3 s');
      } finally {
        await new Promise((resolve) => silent.close(resolve));
      }
    });
  });
}
