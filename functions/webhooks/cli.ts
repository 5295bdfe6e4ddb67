import {parseArgs} from 'node:util';
import {loadConfig} from '../config';
import {DELIVERIES_FUNCTION} from '../routes/deliveries';
import {DELIVERY_STATUSES, type DeliveryRow} from './deliveries';

/**
 * `npm run deliveries -- list [--status pending|failed|dead|delivered] [--format table|csv|json]`,
 * `npm run deliveries -- retry <id>` and `npm run deliveries -- retry --status dead`:
 * the team's deliveries functions from the command line. It talks to the
 * running server's HTTP API (so it works with the embedded PGlite, which one
 * process holds, as well as Postgres), with the same environment as the
 * server: LEADS_EXPORT_TOKEN, and the server's address from FUNCTIONS_URL
 * (a full URL) or PORT; `--url` names another server's functions.
 */

const USAGE = `Usage:
  npm run deliveries -- list [--status pending|failed|dead|delivered] [--format table|csv|json]
  npm run deliveries -- retry <id>
  npm run deliveries -- retry --status dead
Options:
  --url <functions URL>   the server's functions (default: FUNCTIONS_URL, or http://127.0.0.1:$PORT/functions/v1)
The export token is read from LEADS_EXPORT_TOKEN.`;

export type CliIo = {out: (text: string) => void; err: (text: string) => void; fetch: typeof fetch};

/** The functions' base URL the CLI calls. */
export function functionsUrlFrom(env: Record<string, string | undefined>, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  const config = loadConfig(env);
  if (/^https?:\/\//.test(config.FUNCTIONS_URL)) return config.FUNCTIONS_URL.replace(/\/+$/, '');
  return `http://127.0.0.1:${config.PORT}${config.FUNCTIONS_URL.replace(/\/+$/, '')}`;
}

/** The deliveries as a fixed-width table for a terminal. */
function deliveryTable(rows: readonly DeliveryRow[]): string {
  if (rows.length === 0) return 'No deliveries.';
  const columns = ['id', 'status', 'attempts', 'event', 'endpoint', 'next try', 'last error'];
  const cells = rows.map((row) => [
    String(row.id),
    row.status,
    String(row.attempts),
    row.eventType,
    row.endpoint,
    row.nextAttemptAt ?? '',
    row.lastError ?? '',
  ]);
  const widths = columns.map((name, i) => Math.max(name.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** Runs one command; resolves to the process's exit code. */
export async function runDeliveriesCli(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: {type: 'string'},
        format: {type: 'string', default: 'table'},
        url: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const {values, positionals} = parsed;
  const [command, id, ...extra] = positionals;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const usage = (problem: string) => {
    io.err(`${problem}\n${USAGE}`);
    return 2;
  };
  if (values.status !== undefined && !(DELIVERY_STATUSES as readonly string[]).includes(values.status))
    return usage(`--status must be one of: ${DELIVERY_STATUSES.join(', ')}`);
  if (!['table', 'csv', 'json'].includes(values.format)) return usage('--format must be table, csv or json');
  if (extra.length > 0) return usage(`Unexpected arguments: ${extra.join(' ')}`);

  // The path under the deliveries function and the method of each command.
  let request: {path: string; method: 'GET' | 'POST'};
  if (command === 'list' && id === undefined) {
    const query = new URLSearchParams({
      ...(values.status ? {status: values.status} : {}),
      format: values.format === 'csv' ? 'csv' : 'json',
    });
    request = {path: `?${query}`, method: 'GET'};
  } else if (command === 'retry' && id !== undefined && values.status === undefined) {
    if (!/^\d+$/.test(id)) return usage(`Not a delivery id: ${id}`);
    request = {path: `/${id}/retry`, method: 'POST'};
  } else if (command === 'retry' && id === undefined && values.status !== undefined) {
    request = {path: `/retry?status=${values.status}`, method: 'POST'};
  } else {
    return usage(command ? `Unknown command: ${[command, id].filter(Boolean).join(' ')}` : 'No command given.');
  }

  const token = env.LEADS_EXPORT_TOKEN;
  if (!token) return usage('LEADS_EXPORT_TOKEN is not set: the deliveries functions need the export token.');
  let base: string;
  try {
    base = `${functionsUrlFrom(env, values.url)}/${DELIVERIES_FUNCTION}`;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 2;
  }

  const url = `${base}${request.path}`;

  let response: Response;
  try {
    response = await io.fetch(url, {method: request.method, headers: {authorization: `Bearer ${token}`}});
  } catch (error) {
    io.err(
      `Could not reach ${url.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}. Is the server running?`,
    );
    return 1;
  }
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as {error: {message: string}}).error.message;
    } catch {
      // Not the functions' JSON (a proxy's page): shown as it came.
    }
    io.err(`${response.status}: ${message}`);
    return 1;
  }
  if (command === 'retry') {
    const {retried} = (JSON.parse(text) as {data: {retried: number}}).data;
    io.out(`${retried} ${retried === 1 ? 'delivery' : 'deliveries'} queued to be sent again.`);
  } else if (values.format === 'table') {
    io.out(deliveryTable((JSON.parse(text) as {data: DeliveryRow[]}).data));
  } else {
    io.out(values.format === 'csv' ? text.replace(/^\uFEFF/, '') : text);
  }
  return 0;
}
