// Open-loop load at a fixed rate: one request every 1/rate s, over a
// keep-alive pool of at most `connections` sockets, for the latency a server
// gives at a stated throughput. autocannon's own rate options cannot answer
// that: each connection's quota is released at the start of every second, so
// the requests arrive in bursts, and the latencies are then "corrected" for
// coordinated omission with that one-second interval. At saturation
// (autocannon's default) the latency is only concurrency / throughput
// (Little's law: 100 connections at 1,000/s is 100 ms on average whatever
// the server does), so it says nothing about the server either.
import http from 'node:http';

/**
 * Sends `rate` requests per second for `seconds`; `request()` gives each
 * request's path, headers and body. Resolves with the latencies (ms, sorted),
 * the status counts, transport errors and what `onResponse` saw.
 * @template Context what `request()` gives `onResponse` about its request
 * @param {object} options
 * @param {string} options.url
 * @param {number} options.rate requests per second
 * @param {number} options.seconds
 * @param {number} options.connections
 * @param {() => {method?: string, headers?: Record<string, string>, body?: string, context: Context}} options.request
 * @param {(status: number, context: Context) => void} [options.onResponse]
 */
export async function paced({url, rate, seconds, connections, request, onResponse = () => {}}) {
  const agent = new http.Agent({keepAlive: true, maxSockets: connections});
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  let errors = 0;
  /** @type {Promise<void>[]} */
  const inflight = [];

  const send = () => {
    const {method = 'POST', headers = {}, body = '', context} = request();
    const started = performance.now();
    return new Promise((/** @type {(value?: undefined) => void} */ resolve) => {
      const req = http.request(
        url,
        {method, agent, headers: {...headers, 'content-length': Buffer.byteLength(body)}},
        (res) => {
          res.resume();
          res.on('end', () => {
            // A response from http.request always has its status.
            const status = res.statusCode ?? 0;
            latencies.push(performance.now() - started);
            statuses[status] = (statuses[status] ?? 0) + 1;
            onResponse(status, context);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  };

  const start = performance.now();
  let sent = 0;
  await new Promise((/** @type {(value?: undefined) => void} */ done) => {
    // A 1 ms timer, not a busy loop: the generator shares the machine with the server.
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(Math.floor((elapsed / 1000) * rate), Math.round(seconds * rate));
      while (sent < due) {
        sent += 1;
        inflight.push(send());
      }
      if (sent < Math.round(seconds * rate)) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inflight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    latencies.length
      ? Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1))
      : NaN;
  return {sent, seconds: (performance.now() - start) / 1000, p50: at(0.5), p99: at(0.99), max: at(1), statuses, errors};
}
