import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {serve} from '@hono/node-server';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pgliteBackend} from '../testing/backends';
import {csvRecords, ROOT} from '../testing/faults';
import {startTestApp, TEST_EXPORT_TOKEN, type TestApp} from '../testing/harness';
import {runLeadsCli, sinceDay, summaryTable} from './cli';

const backend = pgliteBackend();
const env = {LEADS_EXPORT_TOKEN: TEST_EXPORT_TOKEN};

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(backend);
  const join = (email: string, utm_campaign: string, extra: Record<string, unknown> = {}) =>
    t.post('join-waitlist', {name: 'Lee Park', email, attribution: utm_campaign ? {utm_campaign} : {}, ...extra});
  await join('a@example.com', 'spring');
  await join('b@example.com', 'spring');
  await join('c@example.com', 'fall');
  await join('d@example.com', '');
  await join('e@example.com', 'spring', {website: 'bot'});
  await t.db.query(`UPDATE leads SET created_at = now() - interval '40 days' WHERE email = 'c@example.com'`);
});
afterAll(async () => {
  await t?.close();
  await backend.cleanup();
});

/** The CLI against the test app's functions, without a socket. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCli([...argv, '--url', 'http://budbot.test/functions/v1'], env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    fetch: async (url, init) => t.app.request(String(url), init),
  });
  return {code, out: out.join('\n'), err: err.join('\n')};
}

describe('npm run leads -- summary', () => {
  it('counts leads per campaign as a table, spam apart, with the total', async () => {
    const {code, out} = await cli('summary', '--by', 'campaign');
    expect(code).toBe(0);
    expect(out.split('\n').map((line) => line.split(/\s{2,}/))).toEqual([
      ['campaign', 'leads', 'spam'],
      [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/)],
      ['spring', '2', '1'],
      ['(none)', '1', '0'],
      ['fall', '1', '0'],
      [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/)],
      ['total', '4', '1'],
    ]);
  });

  it('counts from a number of days back or a day, as CSV or JSON', async () => {
    const csv = await cli('summary', '--by', 'campaign', '--since', '30d', '--format', 'csv');
    expect(csvRecords(csv.out)).toEqual([
      {campaign: 'spring', leads: '2', spam: '1'},
      {campaign: '', leads: '1', spam: '0'},
    ]);
    const json = await cli('summary', '--by', 'campaign', '--since', '2000-01-01', '--format', 'json');
    expect(JSON.parse(json.out)).toMatchObject({
      data: {by: 'campaign', since: '2000-01-01', total: {leads: 4, spam: 1}},
    });
  });

  it('reads 30d as the last 30 days, today included', () => {
    const today = new Date('2026-03-01T23:30:00Z');
    expect(sinceDay('30d', today)).toBe('2026-01-31');
    expect(sinceDay('1d', today)).toBe('2026-03-01');
    expect(sinceDay('2026-02-01', today)).toBe('2026-02-01');
    for (const bad of ['0d', '-3d', '30', 'yesterday', '30 d']) expect(sinceDay(bad, today)).toBeNull();
    expect(summaryTable('source', [])).toBe('No leads.');
  });

  it('explains a wrong command and refuses without the export token', async () => {
    for (const argv of [
      [],
      ['list'],
      ['summary'],
      ['summary', '--by', 'utm_campaign'],
      ['summary', '--by', 'campaign', '--since', 'soon'],
    ]) {
      const {code, err} = await cli(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain('Usage:');
    }
    const denied = await runLeadsCli(
      ['summary', '--by', 'campaign', '--url', 'http://budbot.test/functions/v1'],
      {LEADS_EXPORT_TOKEN: 'wrong'},
      {out: () => undefined, err: () => undefined, fetch: async (url, init) => t.app.request(String(url), init)},
    );
    expect(denied).toBe(1);
    expect(
      await runLeadsCli(['summary', '--by', 'campaign'], {}, {out: () => undefined, err: () => undefined, fetch}),
    ).toBe(2);
  });

  it('runs as npm run leads against a server on a port', async () => {
    const server = serve({fetch: t.app.fetch, port: 0, hostname: '127.0.0.1'});
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const {stdout} = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'leads', '--', 'summary', '--by', 'campaign', '--since', '30d'],
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
      expect(stdout).toMatch(/^spring\s+2\s+1$/m);
      expect(stdout).toMatch(/^total\s+3\s+1$/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
