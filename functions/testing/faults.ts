import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, connect, type Server, type Socket} from 'node:net';
import path from 'node:path';
import {SMTPServer} from 'smtp-server';

/**
 * Tools of the fault tests (*.fault.test.ts): a real SMTP server that can be
 * slow or refuse, a TCP proxy in front of Postgres that can be cut, server
 * processes to kill, and a CSV reader for the export.
 */

export const ROOT = path.resolve(__dirname, '..', '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

type ReceivedMail = {at: number; to: string[]; raw: string; replyTo: string};

export type TestSmtp = {
  port: number;
  url: string;
  /** When each connection arrived (accepted or refused). */
  connections: number[];
  received: ReceivedMail[];
  /** Messages whose data is being read (a slow server holds them). */
  inFlight: () => number;
  /** 'refuse' answers every new connection with 421, like a server that is down for maintenance. */
  setMode(mode: 'accept' | 'refuse'): void;
  stop(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `delayMs` holds each message that long before accepting it. */
export async function startSmtp({
  port = 0,
  delayMs = 0,
  mode = 'accept',
}: {port?: number; delayMs?: number; mode?: 'accept' | 'refuse'} = {}): Promise<TestSmtp> {
  const connections: number[] = [];
  const received: ReceivedMail[] = [];
  let inFlight = 0;
  let current = mode;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections.push(Date.now());
      if (current === 'accept') return callback();
      const refused: Error & {responseCode?: number} = new Error('Service temporarily unavailable');
      refused.responseCode = 421;
      return callback(refused);
    },
    onData(stream, session, callback) {
      inFlight += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            at: Date.now(),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            replyTo: /^Reply-To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
          inFlight -= 1;
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    connections,
    received,
    inFlight: () => inFlight,
    setMode: (next) => {
      current = next;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type TcpProxy = {
  port: number;
  /** Stops listening and drops every open connection: the database is unreachable. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Drops the open connections but keeps listening, like a network blip. */
  cut(): void;
  close(): Promise<void>;
};

/** A TCP proxy to `target` that the test can take down and bring back. */
export async function startTcpProxy(target: {host: string; port: number}): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const down = async () => {
    const closing = server;
    server = undefined;
    cut();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return {port, down, up: listen, cut, close: down};
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts a TypeScript entry (functions/server.ts or faultServer.ts) and waits
 * until health answers. Node loads tsx as a hook in the same process: the tsx
 * command would run the server in a child of its own, and a SIGKILL meant for
 * the server would only kill the wrapper, leaving the server running.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT: '0',
      SPAM_CHALLENGE: 'off',
      LEADS_CONFIRMATION_MAIL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started: ServerProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}/functions/v1`,
    output: () => output,
    exited,
  };
  await waitFor(
    `${entry} to answer health`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited early:\n${output}`);
      try {
        return (await fetch(`${started.base}/health`)).ok;
      } catch {
        return false;
      }
    },
    45_000,
  );
  return started;
}

/** Kills a test's server process if it is still running. */
export async function killProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows, line breaks inside quotes), as the export writes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The export as objects keyed by its header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** What the export does to a stored value: a cell a spreadsheet would run as a formula gets a leading apostrophe (functions/leads/csv.ts). */
export const asExported = (stored: string) => (/^[=+\-@\t\r]/.test(stored) ? `'${stored}` : stored);
