import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import {Webhook} from 'standardwebhooks';
import {freePort, sleep} from './faults';

/**
 * A webhook receiver on 127.0.0.1 for the delivery tests, as a careful
 * integrator writes one: it verifies each request's signature with the
 * `standardwebhooks` package and accepts each webhook-id once (a repeat is
 * answered 200 and not counted again). Until `up()` it is not listening, so
 * tries are refused; `answer` sets the status it gives.
 */

type ReceivedRequest = {path: string; headers: IncomingHttpHeaders; body: string};

export type TestReceiver = {
  port: number;
  url: string;
  /** Every request, in order, including repeats and refused signatures. */
  requests: ReceivedRequest[];
  /** Bodies accepted, by webhook-id: one entry per id, however often it came. */
  accepted: Map<string, unknown>;
  /** How many 2xx answers each id got: above 1 when a sender repeated a delivered event. */
  answeredOk: Map<string, number>;
  /** Requests whose signature did not verify. */
  rejected: string[];
  /** The status of the next answers (once verified): 200 by default. */
  answer(status: number): void;
  up(): Promise<void>;
  down(): Promise<void>;
};

export async function startReceiver({
  secret,
  listen = true,
  delayMs = 0,
}: {secret?: string; listen?: boolean; delayMs?: number} = {}): Promise<TestReceiver> {
  const port = await freePort();
  const verifier = secret ? new Webhook(secret) : undefined;
  let status = 200;
  let server: Server | undefined;
  const receiver: TestReceiver = {
    port,
    url: `http://127.0.0.1:${port}/hooks/budbot`,
    requests: [],
    accepted: new Map(),
    answeredOk: new Map(),
    rejected: [],
    answer: (next) => (status = next),
    async up() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          void (async () => {
            const body = Buffer.concat(chunks).toString('utf8');
            receiver.requests.push({path: req.url ?? '', headers: req.headers, body});
            if (delayMs) await sleep(delayMs);
            let payload: unknown = body;
            if (verifier) {
              try {
                payload = verifier.verify(body, req.headers as Record<string, string>);
              } catch (error) {
                receiver.rejected.push(error instanceof Error ? error.message : String(error));
                res.writeHead(400).end();
                return;
              }
            }
            if (status >= 200 && status < 300) {
              const id = String(req.headers['webhook-id'] ?? `request-${receiver.requests.length}`);
              if (!receiver.accepted.has(id)) receiver.accepted.set(id, payload);
              receiver.answeredOk.set(id, (receiver.answeredOk.get(id) ?? 0) + 1);
            }
            res.writeHead(status, {'content-type': 'application/json'}).end('{}');
          })();
        });
      });
      // Node closes idle keep-alive connections after 5 s; a try that reuses one as it closes fails
      // (a real failed try, retried, but one a slow test machine would turn into a flaky count).
      server.keepAliveTimeout = 120_000;
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  if (listen) await receiver.up();
  return receiver;
}
