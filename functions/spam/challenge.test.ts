import {solveChallenge, type Challenge} from 'altcha-lib';
import {deriveKey as browserDeriveKey} from 'altcha-lib/algorithms/web/sha';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {SPAM_CHALLENGE} from '../../src/data/constants';
import {SPAM_CHALLENGE_MESSAGES} from '../../src/lib/forms/fields';
import {testBackends} from '../testing/backends';
import {resetData, rows, startTestApp, type TestApp} from '../testing/harness';
import {createSpamChallenge, encodeSolutionPayload} from './challenge';

const backends = await testBackends();

/** Solves as the browser does: altcha-lib's solver on WebCrypto's SHA-256 (src/lib/spam/solver.worker.ts). */
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({challenge, deriveKey: browserDeriveKey});
  if (!solution) throw new Error('no solution');
  return solution;
}

const KEY = 'a-test-challenge-key-that-is-long-enough-0123';
const demo = {name: 'Dana Whitfield', email: 'dana@greenleaf.example', source: 'popup'};

describe('createSpamChallenge', () => {
  it('issues signed SHA-256 challenges that expire after the configured minutes', async () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const challenge = (await createSpamChallenge({enabled: true, key: KEY, now: () => now}).issue())!;
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: SPAM_CHALLENGE.cost,
      expiresAt: now / 1000 + SPAM_CHALLENGE.ttlMinutes * 60,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('issues nothing and refuses nothing when off', async () => {
    const off = createSpamChallenge({enabled: false, key: KEY});
    expect(await off.issue()).toBeNull();
    expect(await off.check({query: async () => [], exec: async () => undefined}, undefined)).toBeNull();
  });

  it('solves within a generous bound, the figure printed (target: well under 1 s on a 4x slower CPU)', async () => {
    const spam = createSpamChallenge({enabled: true, key: KEY});
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const challenge = (await spam.issue())!;
      const started = performance.now();
      const usage = process.cpuUsage();
      await solve(challenge);
      const spent = process.cpuUsage(usage);
      wall.push(performance.now() - started);
      cpu.push((spent.user + spent.system) / 1000);
    }
    const worstCpu = Math.max(...cpu);
    const list = (ms: number[]) => ms.map((v) => v.toFixed(0)).join(', ');
    console.info(
      `[challenge] 5 solves (WebCrypto SHA-256, counter ${SPAM_CHALLENGE.counterMin}-${SPAM_CHALLENGE.counterMax}): wall ${list(wall)} ms, CPU ${list(cpu)} ms; worst CPU x4 ${(worstCpu * 4).toFixed(0)} ms`,
    );
    // CPU time, not wall time: a machine shared with other runs stretches the wall clock, not the work.
    // The bound is generous (the target, 1 s at a 4x slowdown, is 250 ms here); the real figure is the printed one.
    expect(worstCpu).toBeLessThan(1000);
  });
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the forms' challenge on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, {SPAM_CHALLENGE: 'on', SPAM_CHALLENGE_KEY: KEY});
    });
    afterAll(async () => {
      await t?.close();
      await backend.cleanup();
    });
    beforeEach(async () => {
      await resetData(t);
    });

    const fresh = async () => {
      const res = await t.get('challenge');
      expect(res.status).toBe(200);
      return ((await res.json()) as {data: Challenge}).data;
    };
    const solved = async () => {
      const challenge = await fresh();
      return encodeSolutionPayload(challenge, await solve(challenge));
    };
    const leads = async () => (await rows<{n: number}>(t.db, `SELECT count(*)::int AS n FROM leads`))[0]!.n;
    const refusal = async (res: Response, reason: keyof typeof SPAM_CHALLENGE_MESSAGES) => {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {message: SPAM_CHALLENGE_MESSAGES[reason], fields: {altcha: SPAM_CHALLENGE_MESSAGES[reason]}},
      });
    };

    it('accepts a solved challenge on every form', async () => {
      expect((await t.post('send-demo-request-email', {...demo, altcha: await solved()})).status).toBe(200);
      expect(
        (await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com', altcha: await solved()}))
          .status,
      ).toBe(200);
      expect((await t.post('subscribe-newsletter', {email: 'reader@example.com', altcha: await solved()})).status).toBe(
        200,
      );
      const claim = {
        name: 'Marco Ruiz',
        email: 'marco@example.com',
        companyName: 'Mile High',
        phoneNumber: '303-555-0199',
        altcha: await solved(),
      };
      expect((await t.post('send-mj-signup-email', claim)).status).toBe(200);
      expect(await leads()).toBe(4);
    });

    it('refuses a submission without a challenge', async () => {
      await refusal(await t.post('send-demo-request-email', demo), 'missing');
      await refusal(await t.post('subscribe-newsletter', {email: 'reader@example.com', altcha: ''}), 'missing');
      expect(await leads()).toBe(0);
    });

    it('refuses an unreadable payload, a wrong answer and a tampered challenge', async () => {
      await refusal(
        await t.post('join-waitlist', {name: 'Priya Shah', email: 'priya@example.com', altcha: 'not base64 json'}),
        'malformed',
      );
      const challenge = await fresh();
      const solution = await solve(challenge);
      const wrong = encodeSolutionPayload(challenge, {...solution, counter: solution.counter + 1});
      await refusal(await t.post('send-demo-request-email', {...demo, altcha: wrong}), 'invalid');
      // An easier challenge of the visitor's own making: the signature no longer matches.
      const tampered = {...challenge, parameters: {...challenge.parameters, keyPrefix: '0'}};
      await refusal(
        await t.post('send-demo-request-email', {...demo, altcha: encodeSolutionPayload(tampered, solution)}),
        'invalid',
      );
      // Signed with another key (another server's random one).
      const foreign = (await createSpamChallenge({
        enabled: true,
        key: 'another-key-another-key-another-key-01',
      }).issue())!;
      await refusal(
        await t.post('send-demo-request-email', {
          ...demo,
          altcha: encodeSolutionPayload(foreign, await solve(foreign)),
        }),
        'invalid',
      );
      expect(await leads()).toBe(0);
    });

    it('refuses an expired challenge', async () => {
      const past = Date.now() - (SPAM_CHALLENGE.ttlMinutes * 60_000 + 1000);
      const old = (await createSpamChallenge({enabled: true, key: KEY, now: () => past}).issue())!;
      await refusal(
        await t.post('send-demo-request-email', {...demo, altcha: encodeSolutionPayload(old, await solve(old))}),
        'expired',
      );
      expect(await leads()).toBe(0);
    });

    it('accepts a solution once, even across forms', async () => {
      const payload = await solved();
      expect((await t.post('send-demo-request-email', {...demo, altcha: payload})).status).toBe(200);
      await refusal(
        await t.post('send-demo-request-email', {...demo, email: 'other@example.com', altcha: payload}),
        'replayed',
      );
      await refusal(await t.post('subscribe-newsletter', {email: 'reader@example.com', altcha: payload}), 'replayed');
      expect(await leads()).toBe(1);
    });

    it('keeps a solution for a second try when the fields were refused first', async () => {
      const payload = await solved();
      expect((await t.post('send-demo-request-email', {...demo, email: 'not-an-email', altcha: payload})).status).toBe(
        400,
      );
      expect((await t.post('send-demo-request-email', {...demo, altcha: payload})).status).toBe(200);
    });

    it('forgets used solutions once their challenge has expired', async () => {
      await t.db.query(
        `INSERT INTO spam_challenges_used (signature, expires_at) VALUES ('old', now() - interval '1 minute'), ('live', now() + interval '5 minutes')`,
      );
      const sweeper = createSpamChallenge({enabled: true, key: KEY});
      await sweeper.check(t.db, await solved());
      expect(
        (await rows<{signature: string}>(t.db, `SELECT signature FROM spam_challenges_used ORDER BY signature`)).map(
          (r) => r.signature,
        ),
      ).not.toContain('old');
      expect(await rows(t.db, `SELECT 1 FROM spam_challenges_used WHERE signature = 'live'`)).toHaveLength(1);
    });

    if (backend.name === 'postgres') {
      it('accepts a solution once across two servers sharing the key and the database', async () => {
        const other = await startTestApp(backend, {SPAM_CHALLENGE: 'on', SPAM_CHALLENGE_KEY: KEY});
        try {
          const payload = await solved();
          const answers = await Promise.all([
            t.post('subscribe-newsletter', {email: 'a@example.com', altcha: payload}),
            other.post('subscribe-newsletter', {email: 'b@example.com', altcha: payload}),
          ]);
          expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
          expect(await leads()).toBe(1);
        } finally {
          await other.close();
        }
      });
    }

    it('answers GET only', async () => {
      expect((await t.post('challenge', {})).status).toBe(405);
    });
  });
}

describe('the challenge when off', () => {
  it('GET /challenge answers null, and bare submissions pass', {timeout: 60_000}, async () => {
    const [backend] = await testBackends();
    const t = await startTestApp(backend!, {SPAM_CHALLENGE: 'off'});
    try {
      expect(await (await t.get('challenge')).json()).toEqual({data: null});
      expect((await t.post('subscribe-newsletter', {email: 'reader@example.com'})).status).toBe(200);
    } finally {
      await t.close();
      await backend!.cleanup();
    }
  });
});
