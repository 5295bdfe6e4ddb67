/**
 * Tells "the database is down or unreachable" apart from a bug, so the
 * functions can answer 503 (try again later) instead of 500. The
 * transaction around every write rolls back when its connection dies, so a
 * 503 never leaves half a submission behind.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our lead database is not reachable right now. Please try again in a minute.';

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Socket failures of the connection to Postgres. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs of a server that cannot serve: connection exceptions
 * (class 08), shutting down or starting up (57P01-57P03), too many
 * connections (53300).
 */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when a connection ends, times out or is closed under a query. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return DRIVER_MESSAGES.test(error.message);
}
