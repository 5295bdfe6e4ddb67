import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {serve} from '@hono/node-server';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pgliteBackend} from '../testing/backends';
import {csvRecords, ROOT} from '../testing/faults';
import {startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {startReceiver, type TestReceiver} from '../testing/webhookReceiver';
import {functionsUrlFrom, runDeliveriesCli} from './cli';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const backend = pgliteBackend();
const env = {LEADS_EXPORT_TOKEN: TEST_EXPORT_TOKEN};

let t: TestApp;
let hook: TestReceiver;

beforeAll(async () => {
  hook = await startReceiver({secret: SECRET});
  hook.answer(500);
  t = await startTestApp(
    backend,
    {LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET},
    {webhooks: {schedule: [0], pollMs: 60_000}},
  );
  // Two leads whose one try fails: both dead.
  await t.post('subscribe-newsletter', {email: 'one@example.com'});
  await t.post('subscribe-newsletter', {email: 'two@example.com'});
  await t.webhooks.runOnce();
});
afterAll(async () => {
  await t?.close();
  await hook?.down();
  await backend.cleanup();
});

/** The CLI against the test app's functions, without a socket. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDeliveriesCli([...argv, '--url', 'http://budbot.test/functions/v1'], env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    fetch: async (url, init) => t.app.request(String(url), init),
  });
  return {code, out: out.join('\n'), err: err.join('\n')};
}

describe('npm run deliveries', () => {
  it('lists the dead deliveries as a table, CSV or JSON', async () => {
    const table = await cli('list', '--status', 'dead');
    expect(table.code).toBe(0);
    const lines = table.out.split('\n');
    expect(lines[0]).toMatch(/^id\s+status\s+attempts\s+event\s+endpoint\s+next try\s+last error$/);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/))).toEqual([
      ['1', 'dead', '1', 'lead.created', hook.url, 'HTTP 500'],
      ['2', 'dead', '1', 'lead.created', hook.url, 'HTTP 500'],
    ]);
    const csv = await cli('list', '--status', 'dead', '--format', 'csv');
    expect(csvRecords(csv.out).map((r) => [r.id, r.status])).toEqual([
      ['1', 'dead'],
      ['2', 'dead'],
    ]);
    expect(JSON.parse((await cli('list', '--format', 'json')).out).data).toHaveLength(2);
    expect((await cli('list', '--status', 'pending')).out).toBe('No deliveries.');
  });

  it('re-sends one delivery, then every dead one', async () => {
    hook.answer(200);
    expect(await cli('retry', '1')).toEqual({code: 0, out: '1 delivery queued to be sent again.', err: ''});
    expect(await t.webhooks.runOnce()).toMatchObject({delivered: 1});
    expect(await cli('retry', '--status', 'dead')).toEqual({
      code: 0,
      out: '1 delivery queued to be sent again.',
      err: '',
    });
    expect(await t.webhooks.runOnce()).toMatchObject({delivered: 1});
    expect(hook.accepted.size).toBe(2);
    expect((await cli('list', '--status', 'delivered')).out.split('\n')).toHaveLength(4);
  });

  it('says what is wrong: usage, an unknown id, a wrong token, no server', async () => {
    expect(await cli('list', '--status', 'lost')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--status must be one of: pending, failed, dead, delivered'),
    });
    expect(await cli('resend', '1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command: resend 1'),
    });
    expect(await cli('retry')).toMatchObject({code: 2, err: expect.stringContaining('Unknown command: retry')});
    expect(await cli('retry', 'x1')).toMatchObject({code: 2, err: expect.stringContaining('Not a delivery id: x1')});
    expect(await cli('retry', '99')).toMatchObject({code: 1, err: '404: There is no such delivery.'});
    const unreachable = await runDeliveriesCli(['list', '--url', 'http://127.0.0.1:9/functions/v1'], env, {
      out: () => undefined,
      err: (text) =>
        expect(text).toMatch(
          /Could not reach http:\/\/127\.0\.0\.1:9\/functions\/v1\/deliveries: .* Is the server running\?/,
        ),
      fetch,
    });
    expect(unreachable).toBe(1);
    let denied = '';
    const wrong = await runDeliveriesCli(
      ['list', '--url', 'http://budbot.test/functions/v1'],
      {LEADS_EXPORT_TOKEN: 'not-the-token-123'},
      {
        out: () => undefined,
        err: (text) => (denied = text),
        fetch: async (url, init) => t.app.request(String(url), init),
      },
    );
    expect([wrong, denied]).toEqual([1, '401: A valid export token is required.']);
    expect(await runDeliveriesCli(['list'], {}, {out: () => undefined, err: () => undefined, fetch})).toBe(2);
  });

  it('finds the server from FUNCTIONS_URL or PORT', () => {
    expect(functionsUrlFrom({PORT: '4101'})).toBe('http://127.0.0.1:4101/functions/v1');
    expect(functionsUrlFrom({FUNCTIONS_URL: 'https://www.budbot.ai/functions/v1/'})).toBe(
      'https://www.budbot.ai/functions/v1',
    );
    expect(functionsUrlFrom({}, 'http://10.0.0.5:3000/functions/v1/')).toBe('http://10.0.0.5:3000/functions/v1');
  });

  it('runs as npm run deliveries against a server on a port', async () => {
    const server = serve({fetch: t.app.fetch, port: 0, hostname: '127.0.0.1'});
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const {stdout} = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'deliveries', '--', 'list', '--status', 'delivered'],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            LEADS_EXPORT_TOKEN: TEST_EXPORT_TOKEN,
            PORT: String(port),
          },
        },
      );
      expect(stdout.split('\n').filter((line) => line.includes('delivered'))).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
