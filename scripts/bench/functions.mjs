// npm run bench:functions — autocannon against `npm run serve` on 127.0.0.1,
// 10 s per case: (a) GET health, (b) invalid submissions (400), (c) valid demo
// requests with distinct e-mails, (d) those again with a webhook endpoint configured
// (each lead queues its event, the worker delivers beside the load), (e) those with the
// anti-spam challenge on as well (each a proof solved beforehand, BENCH_PROOFS of them); on PGlite and on
// the real Postgres (when one is reachable). BENCH_PORT_BASE moves its ports (4390-4416).
// Yardstick: the same load against a bare node:http server answering 200, in the same run. Counts the stored rows afterwards: every 2xx
// must be a lead (checked address by address). Targets: valid submissions >= 1,000/s on Postgres
// and >= 300/s on PGlite with p99 < 50 ms at 100 connections; zero 5xx. The rate is read from the
// saturated autocannon run; the p99 from a paced run at exactly the target rate (see paced.mjs for why).
import {spawn} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {solveChallenge} from 'altcha-lib';
import {deriveKey} from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import {BENCH_DIR, ROOT, run, startServer, table} from './common.mjs';
import {paced} from './paced.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARM_UP_SECONDS = 3;
const TOKEN = 'bench-export-token';
const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API = '/functions/v1';
/** The lead backend's throughput targets for valid submissions; the paced run offers exactly this rate. */
const TARGET_RATE = {PGlite: 300, Postgres: 1000};
/** @typedef {keyof typeof TARGET_RATE} Backend */
const BACKENDS = /** @type {Backend[]} */ (Object.keys(TARGET_RATE));

/**
 * A row of the table: one case. `target` is the rate a paced case offered; `stored` the leads stored or the events
 * delivered; `2xx stored` whether every acknowledged submission was stored; `vs bare` the rate against the bare server's.
 * @typedef {{
 *   'case': string,
 *   'req/s': number,
 *   'p50 ms': number,
 *   'p99 ms': number,
 *   '2xx': number,
 *   '4xx': number,
 *   '5xx': number,
 *   'errors': number,
 *   'target'?: number,
 *   'stored'?: string | number,
 *   '2xx stored'?: string,
 *   'vs bare'?: string,
 * }} Row
 */
/** @typedef {Awaited<ReturnType<typeof startServer>>} Server */
/** @typedef {Awaited<ReturnType<typeof webhookReceiver>>} Receiver */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4390);

/**
 * One autocannon run, CONNECTIONS connections for DURATION s unless `opts` says otherwise.
 * @param {import('autocannon').Options} opts
 * @returns {Promise<import('autocannon').Result>}
 */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({connections: CONNECTIONS, duration: DURATION, ...opts}, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * @param {string} label
 * @param {import('autocannon').Result} result
 * @returns {Row}
 */
function summarise(label, result) {
  const status5xx = result['5xx'] ?? 0;
  return {
    'case': label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    '4xx': result['4xx'],
    '5xx': status5xx,
    'errors': result.errors + result.timeouts,
  };
}

/** @param {number} port */
async function bareHttpServer(port) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'application/json'}); s.end('{"ok":true}'); }).listen(${port}, '127.0.0.1')`,
    ],
    {stdio: 'ignore'},
  );
  await new Promise((r) => setTimeout(r, 500));
  return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM')};
}

/**
 * How long the sales export of each run's leads took (it reads every lead's mail status).
 * @type {string[]}
 */
const exportTimes = [];

let sequence = 0;
const benchEmail = () => `bench-${process.pid}-${Date.now()}-${sequence++}@example.com`;
const validDemo = (/** @type {string} */ email) =>
  JSON.stringify({name: 'Load Test', email, phone: '', company: 'Bench Dispensary', message: ''});

/**
 * The e-mail column of the export (bench addresses are the only cells that look like them).
 * @param {string} url
 * @param {string} form
 */
async function exportedEmails(url, form) {
  const res = await fetch(`${url}${API}/leads?form=${form}&format=csv`, {headers: {authorization: `Bearer ${TOKEN}`}});
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  return new Set([...(await res.text()).matchAll(/"(bench-[^"]+@example\.com)"/g)].map((m) => m[1]));
}

/**
 * A webhook endpoint for the bench: answers 204 and counts; GET tells the count. Its own process, like the server.
 * @param {number} port
 */
async function webhookReceiver(port) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `let n = 0; require('node:http').createServer((q, s) => { if (q.method === 'GET') return s.end(String(n)); q.resume(); q.on('end', () => { n++; s.writeHead(204).end(); }); }).listen(${port}, '127.0.0.1')`,
    ],
    {stdio: 'ignore'},
  );
  await new Promise((r) => setTimeout(r, 500));
  const url = `http://127.0.0.1:${port}/hook`;
  return {url, received: async () => Number(await (await fetch(url)).text()), stop: () => child.kill('SIGTERM')};
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

const BENCH_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/**
 * Runs `measure(server, receiver)` against a server with a webhook endpoint configured (a receiver on
 * port + 10), on its own PGlite folder; both are stopped and the folder removed afterwards. The rows it
 * returns, or none when the case stops early (the error is printed).
 * @param {string} caseName
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @param {(server: Server, receiver: Receiver) => Promise<Row[]>} measure
 * @returns {Promise<Row[]>}
 */
async function withWebhookServer(caseName, port, env, measure) {
  const receiver = await webhookReceiver(port + 10);
  const dataDir = path.join(BENCH_DIR, `data-${port}-${Date.now()}`);
  /** @type {Server | undefined} */
  let server;
  try {
    server = await startServer({
      port,
      buildDir: path.join(ROOT, 'build'),
      env: {
        LEADS_EXPORT_TOKEN: TOKEN,
        RATE_LIMIT: '0',
        DATA_DIR: dataDir,
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
        ...env,
      },
    });
    return await measure(server, receiver);
  } catch (error) {
    console.log(`${caseName}: benchmark stopped early: ${messageOf(error)}`);
    return [];
  } finally {
    await server?.stop();
    receiver.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
}

/**
 * The saturated valid-submission case again, with a webhook endpoint configured: each lead then
 * queues its event in its transaction and the worker delivers it beside the load. Prints the rate
 * and how many events the endpoint had received 5 s after the load stopped.
 * @param {Backend} label
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 */
function benchWithWebhook(label, port, env) {
  return withWebhookServer(`${label} with a webhook`, port, env, async (server, receiver) => {
    const submit = (/** @type {number} */ duration) =>
      cannon({
        url: `${server.url}${API}/send-demo-request-email`,
        method: 'POST',
        duration,
        headers: {'content-type': 'application/json'},
        requests: [{setupRequest: (req) => ({...req, body: validDemo(benchEmail())})}],
      });
    const warmUp = await submit(WARM_UP_SECONDS);
    const result = await submit(DURATION);
    await new Promise((r) => setTimeout(r, 5000));
    const row = summarise(`${label}: valid, webhook queue on`, result);
    // Events of the warm-up and the measured run: each accepted lead queued one.
    row.stored = `${await receiver.received()}/${warmUp['2xx'] + result['2xx']} delivered`;
    return [row];
  });
}

/** How many proofs case (e) solves before its run: a few ms of CPU each in Node, enough for some seconds of load. */
const PROOFS = Number(process.env.BENCH_PROOFS ?? 4000);

/**
 * Valid submissions with the challenge on (the production default) and a webhook endpoint: the
 * server checks each proof's signature and expiry, records it as used, stores the lead and queues
 * its mail and event. The proofs are fetched from GET /challenge and solved before the run (as the
 * visitors' browsers would while they type), so the figure is the server's, not the solver's.
 * @param {Backend} label
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 */
function benchWithChallenge(label, port, env) {
  return withWebhookServer(
    `${label} with the challenge`,
    port,
    {SPAM_CHALLENGE: 'on', ...env},
    async (server, receiver) => {
      const solveStarted = performance.now();
      /** @type {string[]} */
      const proofs = [];
      for (let i = 0; i < PROOFS; i++) {
        const {data: challenge} = await (await fetch(`${server.url}${API}/challenge`)).json();
        const solution = await solveChallenge({challenge, deriveKey});
        proofs.push(Buffer.from(JSON.stringify({challenge, solution})).toString('base64'));
      }
      const solveSeconds = (performance.now() - solveStarted) / 1000;
      const result = await cannon({
        url: `${server.url}${API}/send-demo-request-email`,
        method: 'POST',
        amount: proofs.length,
        headers: {'content-type': 'application/json'},
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({...JSON.parse(validDemo(benchEmail())), altcha: proofs.pop()}),
            }),
          },
        ],
      });
      await new Promise((r) => setTimeout(r, 5000));
      const row = summarise(`${label}: valid, challenge + webhook queue on`, result);
      row.stored = `${await receiver.received()}/${result['2xx']} delivered`;
      exportTimes.push(
        `${label}: ${PROOFS} proofs solved in ${solveSeconds.toFixed(1)} s before the challenge case (${((solveSeconds * 1000) / PROOFS).toFixed(0)} ms each, Node's SHA-256)`,
      );
      return [row];
    },
  );
}

/**
 * The health, invalid and valid cases against one backend, paced at its target rate and saturated.
 * @param {Backend} label
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 */
async function benchBackend(label, port, env) {
  // Its own PGlite folder, removed afterwards (each run stores thousands of leads).
  const dataDir = path.join(BENCH_DIR, `data-${port}-${Date.now()}`);
  /** @type {Row[]} */
  const rows = [];
  /** @type {Server | undefined} */
  let server;
  try {
    server = await startServer({
      port,
      buildDir: path.join(ROOT, 'build'),
      env: {LEADS_EXPORT_TOKEN: TOKEN, RATE_LIMIT: '0', DATA_DIR: dataDir, ...env},
    });
    rows.push(summarise(`${label}: GET health`, await cannon({url: `${server.url}${API}/health`})));
    rows.push(
      summarise(
        `${label}: invalid (400)`,
        await cannon({
          url: `${server.url}${API}/send-demo-request-email`,
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({name: 'x', email: 'not-an-email'}),
        }),
      ),
    );
    const {url} = server;
    /** @type {Set<string>} */
    const acknowledged = new Set();
    // First the target rate, evenly spaced over at most CONNECTIONS sockets, on a server with nothing queued.
    const rate = TARGET_RATE[label];
    const submitAt = (/** @type {number} */ seconds) =>
      paced({
        url: `${url}${API}/send-demo-request-email`,
        rate,
        seconds,
        connections: CONNECTIONS,
        request: () => {
          const email = benchEmail();
          return {headers: {'content-type': 'application/json'}, body: validDemo(email), context: email};
        },
        onResponse: (status, email) => {
          if (status >= 200 && status < 300) acknowledged.add(email);
        },
      });
    // Warm-up, not reported: the JIT has not compiled the submission path yet and the pool opens its connections.
    await submitAt(WARM_UP_SECONDS);
    const steady = await submitAt(DURATION);
    // Then the most it takes. Each connection has one request in flight: its context remembers which address it sent.
    const valid = await cannon({
      url: `${server.url}${API}/send-demo-request-email`,
      method: 'POST',
      headers: {'content-type': 'application/json'},
      requests: [
        {
          setupRequest: (req, context) => {
            const email = benchEmail();
            /** @type {{email?: string}} */ (context).email = email;
            return {...req, body: validDemo(email)};
          },
          onResponse: (status, _body, context) => {
            const {email} = /** @type {{email?: string}} */ (context);
            if (email && status >= 200 && status < 300) acknowledged.add(email);
          },
        },
      ],
    });
    const row = summarise(`${label}: valid demo requests`, valid);
    const count = (/** @type {number} */ from, /** @type {number} */ to) =>
      Object.entries(steady.statuses).reduce(
        (n, [status, k]) => (Number(status) >= from && Number(status) < to ? n + k : n),
        0,
      );
    /** @type {Row} */
    const steadyRow = {
      'case': `${label}: valid, paced at ${rate}/s`,
      'req/s': Math.round(steady.sent / steady.seconds),
      'p50 ms': steady.p50,
      'p99 ms': steady.p99,
      '2xx': count(200, 300),
      '4xx': count(400, 500),
      '5xx': count(500, 600),
      'errors': steady.errors,
      'target': rate,
    };
    rows.push(steadyRow, row);
    // Every 2xx of both runs must be a row. Rows may outnumber 2xx: requests still in flight when autocannon stopped were stored unanswered.
    const exportStarted = performance.now();
    const stored = await exportedEmails(server.url, 'demo-request');
    exportTimes.push(
      `${label}: CSV export of ${stored.size} leads in ${((performance.now() - exportStarted) / 1000).toFixed(1)} s`,
    );
    const missing = [...acknowledged].filter((email) => !stored.has(email)).length;
    row.stored = stored.size;
    row['2xx stored'] = missing === 0 ? `yes (${acknowledged.size})` : `NO (${missing} missing)`;
  } catch (error) {
    // A benchmark reports; it never fails the run. What was measured so far stays in the table.
    console.log(`${label}: benchmark stopped early: ${messageOf(error)}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
  return rows;
}

async function freshPostgres() {
  const admin = new pg.Client({connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000});
  await admin.connect();
  const name = `budbot_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'build', 'index.html'))) run('npm', ['run', 'build']);
  /** @type {Row[]} */
  const rows = [];
  const bare = await bareHttpServer(PORT_BASE);
  try {
    rows.push(summarise('yardstick: bare node:http 200', await cannon({url: bare.url})));
  } finally {
    bare.stop();
  }
  rows.push(...(await benchBackend('PGlite', PORT_BASE + 1, {})));
  rows.push(...(await benchWithWebhook('PGlite', PORT_BASE + 3, {})));
  rows.push(...(await benchWithChallenge('PGlite', PORT_BASE + 5, {})));
  let database;
  try {
    database = await freshPostgres();
  } catch (error) {
    console.log(`Real Postgres not reachable at ${PG_ADMIN_URL} (${messageOf(error)}); PGlite only.`);
  }
  if (database) {
    try {
      rows.push(...(await benchBackend('Postgres', PORT_BASE + 2, {DATABASE_URL: database.url})));
      rows.push(...(await benchWithWebhook('Postgres', PORT_BASE + 4, {DATABASE_URL: database.url})));
      rows.push(...(await benchWithChallenge('Postgres', PORT_BASE + 6, {DATABASE_URL: database.url})));
    } finally {
      await database.drop();
    }
  }
  const yard = rows[0]['req/s'];
  for (const row of rows) row['vs bare'] = `${((row['req/s'] / yard) * 100).toFixed(1)}%`;
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per case, rate limit off (RATE_LIMIT=0), ${new Date().toISOString()}`,
  );
  table(rows, ['case', 'req/s', 'vs bare', 'p50 ms', 'p99 ms', '2xx', '4xx', '5xx', 'errors', 'stored', '2xx stored']);
  console.log(
    "Saturated rows: autocannon keeps every connection busy, so their latency is connections / throughput (Little's law).\n" +
      `Paced rows: one request every 1/rate s at the target rate over at most the same connections, after ${WARM_UP_SECONDS} s of warm-up at that rate; their p99 is the latency a visitor sees at that load.`,
  );
  for (const line of exportTimes) console.log(line);
  for (const label of BACKENDS) {
    const without = rows.find((r) => r.case === `${label}: valid demo requests`);
    const withQueue = rows.find((r) => r.case === `${label}: valid, webhook queue on`);
    const withChallenge = rows.find((r) => r.case === `${label}: valid, challenge + webhook queue on`);
    if (withChallenge)
      console.log(
        `${label}: valid submissions/s with the challenge and the webhook queue on ${withChallenge['req/s']}; events ${withChallenge.stored}`,
      );
    if (!without || !withQueue) continue;
    console.log(
      `${label}: valid submissions/s without webhooks ${without['req/s']}, with the webhook queue on ${withQueue['req/s']} ` +
        `(${((withQueue['req/s'] / without['req/s'] - 1) * 100).toFixed(0)}%); events ${withQueue.stored} to the endpoint 5 s after the load stopped`,
    );
  }
  for (const label of BACKENDS) {
    const saturated = rows.find((r) => r.case === `${label}: valid demo requests`);
    const steady = rows.find((r) => r.case.startsWith(`${label}: valid, paced`));
    if (!saturated || !steady) continue;
    const target = TARGET_RATE[label];
    const met =
      saturated['req/s'] >= target &&
      steady['p99 ms'] < 50 &&
      saturated['5xx'] === 0 &&
      steady['5xx'] === 0 &&
      saturated['2xx stored']?.startsWith('yes');
    console.log(
      `${label}: up to ${saturated['req/s']} valid submissions/s (target >= ${target}/s); at ${target}/s p99 ${steady['p99 ms']} ms (target < 50); ` +
        `5xx ${saturated['5xx'] + steady['5xx']}; every 2xx stored: ${saturated['2xx stored']}: ${met ? 'MET' : 'NOT MET'}`,
    );
  }
}

await main().catch((error) => console.log(`bench:functions could not finish: ${messageOf(error)}`));
