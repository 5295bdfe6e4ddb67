import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {CONFERENCE} from '../../src/data/constants';
import {callFunction, FunctionCallError} from '../../src/lib/forms/client';
import {FUNCTION_NAMES, waitlistStatsSchema} from '../../src/lib/forms/schemas';
import {postgresBackend, type Backend} from '../testing/backends';
import {sleep, startTcpProxy, type TcpProxy} from '../testing/faults';
import {BASE, resetData, startTestApp, type TestApp} from '../testing/harness';
import {openDatabase, type Database} from './database';
import {DATABASE_UNAVAILABLE_MESSAGE} from './unavailable';

/**
 * Real Postgres behind a TCP proxy the test controls: taken down, the
 * functions answer 503 (which the forms show as their failure message) and
 * write nothing; connections cut mid-stream leave no half-written lead; back
 * up, the same server carries on without a restart.
 */

const backend: Backend = await postgresBackend();

describe.skipIf(backend.skip)('functions with Postgres unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  /** Straight to Postgres, past the proxy: what was really written. */
  let direct: Database;

  beforeAll(async () => {
    if (backend.options.kind !== 'postgres') throw new Error('expected a Postgres backend');
    const target = new URL(backend.options.url);
    proxy = await startTcpProxy({host: target.hostname, port: Number(target.port || 5432)});
    const viaProxy = new URL(backend.options.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestApp({...backend, options: {...backend.options, url: viaProxy.toString(), poolSize: 4}});
    direct = await openDatabase(backend.options);
  });
  afterAll(async () => {
    await t?.close();
    await direct?.close();
    await proxy?.close();
    await backend.cleanup();
  });
  beforeEach(async () => {
    await proxy.up();
    await resetData({db: direct, store: t.store});
  });

  const counts = async () => {
    const [row] = await direct.query<{leads: number; outbox: number; orphans: number; claimed: number}>(
      `SELECT (SELECT count(*)::int FROM leads) AS leads,
              (SELECT count(*)::int FROM outbox) AS outbox,
              (SELECT count(*)::int FROM leads l WHERE (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id) <> 1) AS orphans,
              (SELECT claimed FROM offers) AS claimed`,
    );
    return row!;
  };
  const demo = (n: number) => ({
    name: 'Tess Outage',
    email: `outage-${n}@example.com`,
    phone: '',
    company: 'Harbor Greens',
    message: 'Testing an outage.',
  });

  it(
    'answers 503 with a message while the database is down, writes nothing, and resumes without a restart',
    {timeout: 60_000},
    async () => {
      expect((await t.post('send-demo-request-email', demo(1))).status).toBe(200);
      await proxy.down();

      const res = await t.post('send-demo-request-email', demo(2));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toEqual({error: {message: DATABASE_UNAVAILABLE_MESSAGE}});
      expect((await t.post('join-waitlist', {name: 'Tess Outage', email: 'outage-2@example.com'})).status).toBe(503);
      expect(
        (
          await t.post('send-mj-signup-email', {
            name: 'Tess Outage',
            email: 'outage-2@example.com',
            companyName: 'Harbor Greens',
          })
        ).status,
      ).toBe(503);
      expect((await t.post('subscribe-newsletter', {email: 'outage-2@example.com'})).status).toBe(503);
      expect((await t.get('health')).status).toBe(503);

      // The browser's client turns the 503 into a failure (not a field error), which each form shows as its failure toast.
      const viaApp: typeof fetch = (input, init) => Promise.resolve(t.app.request(String(input), init));
      const failure = await callFunction(BASE, FUNCTION_NAMES.waitlist, {
        data: waitlistStatsSchema,
        body: {name: 'Tess Outage', email: 'outage-3@example.com'},
        fetchImpl: viaApp,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FunctionCallError);
      expect(failure).toMatchObject({status: 503, fields: {}, message: DATABASE_UNAVAILABLE_MESSAGE});

      expect(await counts()).toEqual({leads: 1, outbox: 1, orphans: 0, claimed: CONFERENCE.initiallyClaimed});

      await proxy.up();
      // The same server, no restart: the very next submission is stored.
      expect((await t.post('send-demo-request-email', demo(2))).status).toBe(200);
      expect((await t.get('health')).status).toBe(200);
      expect(await counts()).toEqual({leads: 2, outbox: 2, orphans: 0, claimed: CONFERENCE.initiallyClaimed});
    },
  );

  it('leaves no half-written submission when connections drop mid-stream', {timeout: 60_000}, async () => {
    const statuses = new Map<string, number>();
    const submit = async (n: number) => {
      const email = `stream-${n}@example.com`;
      const res =
        n % 4 === 0
          ? await t.post('send-mj-signup-email', {name: 'Cut Stream', email, companyName: 'Harbor Greens'})
          : n % 4 === 1
            ? await t.post('join-waitlist', {name: 'Cut Stream', email})
            : await t.post('send-demo-request-email', {...demo(n), email});
      statuses.set(email, res.status);
    };
    const stream = (async () => {
      for (let n = 0; n < 80; n += 8) await Promise.all(Array.from({length: 8}, (_, i) => submit(n + i)));
    })();
    for (let cut = 0; cut < 6; cut += 1) {
      await sleep(40);
      proxy.cut();
    }
    await stream;

    const tally = [...statuses.values()].reduce<Record<number, number>>(
      (all, s) => ({...all, [s]: (all[s] ?? 0) + 1}),
      {},
    );
    console.info(`[fault] answers while connections were cut: ${JSON.stringify(tally)}`);
    // Only "stored" or "try again": never a 500. (409 is the conference offer running out.)
    expect([...new Set(statuses.values())].filter((s) => ![200, 409, 503].includes(s))).toEqual([]);
    const leads = await direct.query<{email: string; form: string}>(`SELECT email, form FROM leads`);
    const stored = new Map(leads.map((lead) => [lead.email, lead.form]));
    expect(stored.size).toBe(leads.length);
    for (const [email, status] of statuses) if (status === 200) expect(stored.has(email), email).toBe(true);
    // Every stored lead has exactly its one e-mail, and every licence counted belongs to a stored claim.
    const after = await counts();
    expect(after.orphans).toBe(0);
    expect(after.outbox).toBe(after.leads);
    expect(after.claimed).toBe(CONFERENCE.initiallyClaimed + leads.filter((lead) => lead.form === 'mj-signup').length);

    expect((await t.post('join-waitlist', {name: 'After Cut', email: 'after-cut@example.com'})).status).toBe(200);
  });
});
