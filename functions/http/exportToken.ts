import {createHash, timingSafeEqual} from 'node:crypto';
import type {Context, MiddlewareHandler} from 'hono';
import {ApiError} from './errors';
import {createRateLimiter, type RateLimiter} from './guards';

/**
 * The sales team's exports (leads, page feedback) are read with one secret
 * token: compared in constant time, and guarded against guessing.
 */

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The sales team's exports (leads, page feedback): 404 when no token is
 * configured (the export does not exist at all), 401 unless the request
 * carries `Authorization: Bearer <LEADS_EXPORT_TOKEN>`.
 */
export const requireExportToken =
  (exportToken: string | undefined, realm: string): MiddlewareHandler =>
  async (c, next) => {
    if (!exportToken) throw new ApiError(404, 'Not found.');
    const [scheme, token] = (c.req.header('authorization') ?? '').split(/\s+/, 2);
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameSecret(token, exportToken)) {
      throw new ApiError(401, 'A valid export token is required.', {
        headers: {'WWW-Authenticate': `Bearer realm="${realm}"`},
      });
    }
    await next();
  };

/** Wrong export tokens one address may send per window before it has to wait. */
export const EXPORT_TOKEN_ATTEMPTS = {limit: 5, windowMs: 15 * 60_000} as const;

/**
 * 429 once an address has sent `limit` wrong tokens (any 401 of an export)
 * within `windowMs`, so the token cannot be guessed at speed. The wrong
 * tokens are counted by a rate limiter (in Postgres when servers share one,
 * see sharedRateLimiter.ts); one limiter for every export, so guesses at
 * each add up. While blocked, even the right token waits: the answer must
 * not tell whether it was right.
 */
export function limitWrongTokens({
  addressOf,
  limit = EXPORT_TOKEN_ATTEMPTS.limit,
  windowMs = EXPORT_TOKEN_ATTEMPTS.windowMs,
  now = Date.now,
  limiter = createRateLimiter({limit, windowMs, now}),
}: {
  addressOf: (c: Context) => string;
  limit?: number;
  windowMs?: number;
  now?: () => number;
  limiter?: RateLimiter;
}): MiddlewareHandler {
  return async (c, next) => {
    const address = addressOf(c);
    const wait = await limiter.blockedFor(address);
    if (wait > 0) {
      throw new ApiError(429, 'Too many wrong export tokens from your address. Please wait and try again.', {
        headers: {'Retry-After': String(wait)},
      });
    }
    await next();
    if (c.res.status === 401) await limiter.hit(address);
  };
}
