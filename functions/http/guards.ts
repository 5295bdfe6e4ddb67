import type {Context, MiddlewareHandler} from 'hono';
import {bodyLimit} from 'hono/body-limit';
import {validator} from 'hono/validator';
import type {z} from 'zod';
import {fieldMessages, RULE_MESSAGES} from '../../src/lib/forms/schemas';
import {localeOr, type Locale} from '../../src/data/constants/locales';
import {ApiError} from './errors';

/** Largest request body the functions read: 16 KiB (docs-engineering/decisions.md#lead-answers). */
export const MAX_BODY_BYTES = 16 * 1024;

const streamedBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  },
});

/**
 * 413 for a body over 16 KiB, whether announced by Content-Length or only
 * found while reading. A body with a Content-Length (every browser's form
 * post) is judged by the header alone: Node's HTTP parser never reads past
 * it. Only a chunked body goes through Hono's counting stream; touching the
 * request's stream builds a full web Request, which costs more than the rest
 * of a submission, so the common case skips it.
 */
export const limitBody = (): MiddlewareHandler => async (c, next) => {
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(length) > MAX_BODY_BYTES) {
      throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
    }
    return next();
  }
  return streamedBodyLimit(c, next);
};

/** 415 unless the body is declared as JSON. */
export const requireJson = (): MiddlewareHandler => async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ApiError(415, 'Send the form as JSON (Content-Type: application/json).', {
      headers: {Accept: 'application/json'},
    });
  }
  await next();
};

/** The language a request's body asks to be answered in (its `locale`): English unless it names one of ours. */
export function bodyLocale(body: unknown): Locale {
  return localeOr(typeof body === 'object' && body !== null ? (body as {locale?: unknown}).locale : undefined);
}

/**
 * Parses the JSON body with one of the shared form schemas: unknown fields
 * are dropped, strings trimmed, sizes bounded; a failure is a 400 whose
 * `fields` carry the forms' own messages, in the body's `locale` (English unless
 * it names one of ours). Malformed JSON is a 400 from Hono's validator,
 * worded by the error handler.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) => localizedJsonBody(() => schema);

/** jsonBody with the rules worded in the body's `locale`: `schemaFor` picks them by language. */
export const localizedJsonBody = <S extends z.ZodType>(schemaFor: (locale: Locale) => S) =>
  validator('json', (value: unknown): z.output<S> => {
    const locale = bodyLocale(value);
    const parsed = schemaFor(locale).safeParse(value);
    if (parsed.success) return parsed.data;
    const fields = fieldMessages(parsed.error);
    const {checkFields, notAnObject} = RULE_MESSAGES[locale];
    throw new ApiError(400, Object.keys(fields).length > 0 ? checkFields : notAnObject, {fields});
  });

/** Answers 405 (with Allow) for every method a path doesn't serve. */
export const methodNotAllowed = (allowed: string[]) => (): Response => {
  throw new ApiError(405, `Use ${allowed.join(' or ')} for this function.`, {
    headers: {Allow: [...allowed, 'OPTIONS'].join(', ')},
  });
};

/**
 * A fixed-window counter per address: `limit` counts per window, 0 turns it
 * off. In memory (below) for the one process of PGlite; in Postgres
 * (sharedRateLimiter.ts) when several servers share one database.
 */
export interface RateLimiter {
  /** Counts one request; resolves to the seconds to wait when over the limit, else 0. */
  hit(address: string): number | Promise<number>;
  /** Counts nothing; the seconds to wait when the address has used up its window, else 0. */
  blockedFor(address: string): number | Promise<number>;
}

export type RateLimiterOptions = {limit: number; windowMs?: number};

/** Kept in this process's memory: it protects one process from one noisy sender. */
export function createRateLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: RateLimiterOptions & {now?: () => number}) {
  const windows = new Map<string, {start: number; count: number}>();
  let lastSweep = now();
  const waitOf = (window: {start: number}, t: number) => Math.max(1, Math.ceil((window.start + windowMs - t) / 1000));
  const current = (address: string, t: number) => {
    if (t - lastSweep > windowMs) {
      for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
      lastSweep = t;
    }
    const window = windows.get(address);
    return window && t - window.start < windowMs ? window : undefined;
  };

  return {
    hit(address: string): number {
      if (limit <= 0) return 0;
      const t = now();
      const window = current(address, t);
      if (!window) {
        windows.set(address, {start: t, count: 1});
        return 0;
      }
      window.count += 1;
      return window.count > limit ? waitOf(window, t) : 0;
    },
    blockedFor(address: string): number {
      if (limit <= 0) return 0;
      const t = now();
      const window = current(address, t);
      return window && window.count >= limit ? waitOf(window, t) : 0;
    },
  } satisfies RateLimiter;
}

/** 429 once an address has sent more than its share this minute. */
export const rateLimit =
  (limiter: RateLimiter, addressOf: (c: Context) => string): MiddlewareHandler =>
  async (c, next) => {
    const wait = await limiter.hit(addressOf(c));
    if (wait > 0) {
      throw new ApiError(429, 'Too many submissions from your address. Please wait a minute and try again.', {
        headers: {'Retry-After': String(wait)},
      });
    }
    await next();
  };
