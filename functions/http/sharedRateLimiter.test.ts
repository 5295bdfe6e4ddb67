import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pgliteBackend, postgresBackend, type Backend} from '../testing/backends';
import {BASE, rows, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {createPostgresRateLimiter} from './sharedRateLimiter';

/**
 * The rate limits across servers: two apps, each with its own connection
 * pool, on one Postgres count one address together; PGlite keeps its counts
 * in memory. X-Forwarded-For counts only from a trusted proxy.
 */

const postgres: Backend = await postgresBackend();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(postgres.skip)('rate limits shared through Postgres', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp(postgres, {RATE_LIMIT: '10'});
    b = await startTestApp(postgres, {RATE_LIMIT: '10'});
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres.cleanup();
  });

  it('lets exactly RATE_LIMIT submissions from one address through two servers in all', async () => {
    const answers = await Promise.all(
      Array.from({length: 14}, (_, i) =>
        (i % 2 === 0 ? a : b).post(
          'subscribe-newsletter',
          {email: `shared-${i}@example.com`},
          {'x-test-address': '198.51.100.20'},
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const [leads] = await rows<{n: number}>(a.db, `SELECT count(*)::int AS n FROM leads`);
    expect(leads!.n).toBe(10);
    // Another address has its own ten.
    expect(
      (await b.post('subscribe-newsletter', {email: 'other@example.com'}, {'x-test-address': '198.51.100.21'})).status,
    ).toBe(200);
  });

  it('counts wrong export tokens across both servers', async () => {
    const guess = (t: TestApp, token: string) =>
      t.get('leads?format=csv', {'authorization': `Bearer ${token}`, 'x-test-address': 'shared-guesser'});
    for (let i = 0; i < 5; i += 1) expect((await guess(i % 2 === 0 ? a : b, `guess-${i}`)).status).toBe(401);
    expect((await guess(b, TEST_EXPORT_TOKEN)).status).toBe(429);
    expect((await guess(a, TEST_EXPORT_TOKEN)).status).toBe(429);
  });

  it('starts a new window once one has passed, and deletes the rows of ended windows', {timeout: 20_000}, async () => {
    const limiter = createPostgresRateLimiter(a.db, {bucket: 'submissions', limit: 2, windowMs: 400});
    expect([await limiter.hit('window'), await limiter.hit('window')]).toEqual([0, 0]);
    expect(await limiter.hit('window')).toBe(1);
    expect(await limiter.blockedFor('window')).toBe(1);
    await sleep(500);
    expect(await limiter.blockedFor('window')).toBe(0);
    expect(await limiter.hit('window')).toBe(0);
    await sleep(500);
    await limiter.sweep();
    expect(await rows(a.db, `SELECT address FROM rate_limits WHERE address = 'window'`)).toEqual([]);
  });
});

describe('rate limits on PGlite', () => {
  const backend = pgliteBackend();
  let t: TestApp;

  beforeAll(async () => {
    // The real address resolution (no test header): TCP peer, and X-Forwarded-For from 10.0.0.0/8 only.
    t = await startTestApp(backend, {RATE_LIMIT: '2', TRUSTED_PROXIES: '10.0.0.0/8'}, {addressOf: undefined});
  });
  afterAll(async () => {
    await t?.close();
    await backend.cleanup();
  });

  const postFrom = (peer: string, forwardedFor: string, i: number) =>
    t.app.request(
      `${BASE}/subscribe-newsletter`,
      {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-forwarded-for': forwardedFor},
        body: JSON.stringify({email: `xff-${peer}-${i}@example.com`}),
      },
      {incoming: {socket: {remoteAddress: peer}}},
    );

  it('keeps the counts in memory, not in the table', async () => {
    expect((await postFrom('203.0.113.40', '', 0)).status).toBe(200);
    expect(await rows(t.db, `SELECT * FROM rate_limits`)).toEqual([]);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postFrom('203.0.113.5', `198.51.100.${i}`, i)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts the client behind a trusted proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await postFrom('10.0.0.2', `192.0.2.99, 198.51.100.${50 + i}`, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // The first of them, through the proxy twice more, is over its two.
    expect((await postFrom('10.0.0.2', '198.51.100.50', 8)).status).toBe(200);
    expect((await postFrom('10.0.0.2', '198.51.100.50', 9)).status).toBe(429);
  });
});
