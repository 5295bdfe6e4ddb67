import pg from 'pg';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {killProcess, startServerProcess, waitFor, type ServerProcess} from '../testing/faults';
import {startReceiver, type TestReceiver} from '../testing/webhookReceiver';

/**
 * Several servers on one Postgres (OPERATIONS.md#more-than-one-server): two server processes deliver
 * the events of 500 leads submitted across both; one is killed with SIGKILL
 * mid-run (its claims in flight) and started again. Every lead's event
 * reaches the receiver, each webhook-id accepted once. Real Postgres only:
 * PGlite is one process's database.
 */

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const LEADS = 500;
const adminUrl = process.env.TEST_DATABASE_URL;
const database = `webhooks_fault_${process.pid}_${Date.now().toString(36)}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({connectionString: adminUrl, connectionTimeoutMillis: 3000});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const reachable = adminUrl ? await admin(async () => true).catch(() => false) : false;

describe.skipIf(!reachable)('webhooks from two servers on one Postgres', () => {
  let hook: TestReceiver;
  const servers: (ServerProcess | undefined)[] = [];
  let url: string;

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const target = new URL(adminUrl!);
    target.pathname = `/${database}`;
    url = target.toString();
    // Each request takes a while, so that a killed server has deliveries in flight.
    hook = await startReceiver({secret: SECRET, delayMs: 30});
  });
  afterAll(async () => {
    for (const server of servers) await killProcess(server);
    await hook?.down();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  it(
    'delivers all 500 leads, each webhook-id accepted once, with one server killed mid-run and restarted',
    {timeout: 240_000},
    async () => {
      const env = {
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '5',
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_SECRET: SECRET,
        // A killed server's claims run out after 2 s; the worker looks every 200 ms.
        WEBHOOK_OPTIONS: JSON.stringify({leaseMs: 2000, pollMs: 200, batchSize: 10}),
      };
      const start = () => startServerProcess('functions/testing/faultServer.ts', env);
      servers.push(await start(), await start());

      const emails = Array.from({length: LEADS}, (_, i) => `lead-${i}@example.com`);
      let acknowledged = 0;
      let killedAt = -1;
      let restartedAt = -1;
      /** Submits one lead to a live server, to the other one when that fails (the killed server's request). */
      const submit = async (email: string, turn: number) => {
        for (let attempt = 0; ; attempt += 1) {
          const live = servers.filter(
            (s): s is ServerProcess => s !== undefined && s.child.exitCode === null && s.child.signalCode === null,
          );
          const server = live[(turn + attempt) % live.length]!;
          try {
            const res = await fetch(`${server.base}/subscribe-newsletter`, {
              method: 'POST',
              headers: {'content-type': 'application/json'},
              body: JSON.stringify({email}),
            });
            if (res.ok) return;
          } catch {
            // The server was killed with this request in flight: send it again (a duplicate if it was stored).
          }
          if (attempt > 20) throw new Error(`could not submit ${email}`);
        }
      };
      for (let i = 0; i < LEADS; i += 10) {
        await Promise.all(emails.slice(i, i + 10).map((email, k) => submit(email, i + k)));
        acknowledged += 10;
        if (acknowledged === 200) {
          // Mid-run: the first server dies with submissions and deliveries in flight.
          killedAt = hook.accepted.size;
          await killProcess(servers[0]);
          servers[0] = undefined;
        }
        if (acknowledged === 350) {
          restartedAt = hook.accepted.size;
          servers[0] = await start();
        }
      }
      expect(killedAt).toBeGreaterThan(0);
      expect(restartedAt).toBeGreaterThanOrEqual(killedAt);

      const delivered = () =>
        new Set([...hook.accepted.values()].map((event) => (event as {data: {email: string}}).data.email));
      await waitFor('every lead to be delivered', () => delivered().size >= LEADS, 120_000);
      expect([...delivered()].sort()).toEqual([...emails].sort());
      expect(hook.rejected).toEqual([]);

      // One event per stored lead, every delivery marked delivered, and the receiver accepted each id once.
      const count = async (sql: string) => {
        const target = new pg.Client({connectionString: url});
        await target.connect();
        try {
          return (await target.query<{n: number}>(sql)).rows[0]!.n;
        } finally {
          await target.end();
        }
      };
      expect(await count(`SELECT count(*)::int AS n FROM webhook_events`)).toBe(LEADS);
      await waitFor(
        'the last deliveries to be marked',
        async () =>
          (await count(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'delivered'`)) === 0,
        30_000,
      );
      const retried = await count(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE attempts > 1`);
      expect(hook.accepted.size).toBe(LEADS);
      const repeats = [...hook.answeredOk.values()].filter((n) => n > 1).length;
      console.info(
        `[webhooks fault test] ${LEADS} events; ${retried} deliveries tried more than once; ${repeats} ids sent again after a 2xx (at least once, deduped by the receiver)`,
      );
    },
  );
});
