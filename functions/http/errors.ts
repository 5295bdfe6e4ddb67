import {HTTPException} from 'hono/http-exception';
import type {ContentfulStatusCode} from 'hono/utils/http-status';
import type {Context} from 'hono';
import {DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable} from '../db/unavailable';

/**
 * An answer of the functions other than 2xx, with the body the lead contract (docs-engineering/decisions.md#lead-answers)
 * fixes: `{error: {message, fields?}}`.
 */
export class ApiError extends HTTPException {
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: {fields?: Record<string, string>; headers?: Record<string, string>} = {},
  ) {
    super(status, {message});
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

type ErrorBody = {error: {message: string; fields?: Record<string, string>}};

/** The functions' error handler: every failure answers in the same JSON shape; unexpected ones are logged. */
export function errorResponse(error: Error, c: Context, log: Pick<Console, 'error'>): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    const body: ErrorBody = {error: {message: error.message, ...(error.fields ? {fields: error.fields} : {})}};
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    // Hono's own (e.g. malformed JSON from the json validator).
    const status = error.status === 400 ? 400 : error.status;
    const message = status === 400 ? 'The request body is not valid JSON.' : error.message || 'Request failed.';
    return c.json({error: {message}} satisfies ErrorBody, status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(error)) {
    // Down, not broken: the form shows its failure message and the visitor can try again.
    log.error('[leads] database unavailable:', error.message);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({error: {message: DATABASE_UNAVAILABLE_MESSAGE}} satisfies ErrorBody, 503);
  }
  log.error('[leads] unexpected error:', error);
  return c.json(
    {error: {message: 'Something went wrong on our side. Please try again later.'}} satisfies ErrorBody,
    500,
  );
}
