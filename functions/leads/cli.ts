import {parseArgs} from 'node:util';
import {FUNCTION_NAMES} from '../../src/lib/forms/fields';
import {SUMMARY_PATH} from '../routes/leadsExport';
import {functionsUrlFrom, type CliIo} from '../webhooks/cli';
import {SUMMARY_COLUMNS, type SummaryBy, type SummaryRow} from './store';

/**
 * `npm run leads -- summary --by campaign [--since 30d|2026-11-01] [--format table|csv|json]`:
 * leads (and refused submissions apart) per campaign, source, medium, referring site, landing
 * page, form page or language, from the running server's `GET leads/summary` with the export
 * token, like `npm run deliveries` (functions/webhooks/cli.ts): LEADS_EXPORT_TOKEN, and the
 * server's address from FUNCTIONS_URL or PORT, or `--url`.
 */

const BY = Object.keys(SUMMARY_COLUMNS) as SummaryBy[];

const USAGE = `Usage:
  npm run leads -- summary --by ${BY.join('|')} [--since 30d|YYYY-MM-DD] [--format table|csv|json]
Options:
  --since <days>d or <YYYY-MM-DD>   only leads from that day on (30d: the last 30 days, today included)
  --url <functions URL>             the server's functions (default: FUNCTIONS_URL, or http://127.0.0.1:$PORT/functions/v1)
The export token is read from LEADS_EXPORT_TOKEN.`;

/** `30d` → the day 29 days before `today` (30 days with today), `2026-11-01` as it is; null when neither. */
export function sinceDay(value: string, today: Date = new Date()): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const days = /^(\d{1,4})d$/.exec(value);
  if (!days || Number(days[1]) < 1) return null;
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - (Number(days[1]) - 1));
  return day.toISOString().slice(0, 10);
}

/** The counts as a fixed-width table for a terminal, with the total. */
export function summaryTable(by: SummaryBy, rows: readonly SummaryRow[]): string {
  if (rows.length === 0) return 'No leads.';
  const total = rows.reduce((sum, row) => ({leads: sum.leads + row.leads, spam: sum.spam + row.spam}), {
    leads: 0,
    spam: 0,
  });
  const columns = [by, 'leads', 'spam'];
  const cells = [
    ...rows.map((row) => [row.value === '' ? '(none)' : row.value, String(row.leads), String(row.spam)]),
    ['total', String(total.leads), String(total.spam)],
  ];
  const widths = columns.map((name, i) => Math.max(name.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = line(widths.map((w) => '-'.repeat(w)));
  return [line(columns), rule, ...cells.slice(0, -1).map(line), rule, line(cells.at(-1)!)].join('\n');
}

/** Runs one command; resolves to the process's exit code. */
export async function runLeadsCli(argv: string[], env: Record<string, string | undefined>, io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        by: {type: 'string'},
        since: {type: 'string'},
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
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const usage = (problem: string) => {
    io.err(`${problem}\n${USAGE}`);
    return 2;
  };
  const [command, ...extra] = positionals;
  if (command !== 'summary') return usage(command ? `Unknown command: ${command}` : 'No command given.');
  if (extra.length > 0) return usage(`Unexpected arguments: ${extra.join(' ')}`);
  const by = values.by as SummaryBy | undefined;
  if (by === undefined || !BY.includes(by)) return usage(`--by must be one of: ${BY.join(', ')}`);
  if (!['table', 'csv', 'json'].includes(values.format)) return usage('--format must be table, csv or json');
  let since: string | null = null;
  if (values.since !== undefined) {
    since = sinceDay(values.since);
    if (since === null)
      return usage(`--since must be a number of days (30d) or a day (YYYY-MM-DD), not ${values.since}`);
  }

  const token = env.LEADS_EXPORT_TOKEN;
  if (!token) return usage('LEADS_EXPORT_TOKEN is not set: the leads summary needs the export token.');
  let base: string;
  try {
    base = `${functionsUrlFrom(env, values.url)}/${FUNCTION_NAMES.leads}/${SUMMARY_PATH}`;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const query = new URLSearchParams({by, ...(since ? {since} : {}), format: values.format === 'csv' ? 'csv' : 'json'});
  const url = `${base}?${query}`;

  let response: Response;
  try {
    response = await io.fetch(url, {headers: {authorization: `Bearer ${token}`}});
  } catch (error) {
    io.err(
      `Could not reach ${base}: ${error instanceof Error ? error.message : String(error)}. Is the server running?`,
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
  if (values.format === 'table') {
    const {rows} = (JSON.parse(text) as {data: {rows: SummaryRow[]}}).data;
    io.out(summaryTable(by, rows));
  } else {
    io.out(values.format === 'csv' ? text.replace(/^\uFEFF/, '') : text);
  }
  return 0;
}
