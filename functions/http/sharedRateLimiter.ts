import type {Database} from '../db/database';
import {createRateLimiter, type RateLimiter, type RateLimiterOptions} from './guards';

/**
 * The rate limit kept in Postgres, so servers sharing one database share
 * one count per address: two `npm run serve` behind a load balancer let
 * through RATE_LIMIT a minute in all, not RATE_LIMIT each. Each check is one
 * statement (an upsert that starts a new window or counts in the current
 * one, and returns the count), timed by the database's clock, which every
 * server shares. Rows of windows that have ended are deleted now and then.
 */

/** Counts of different limits (form posts, wrong export tokens) apart in one table. */
export type RateLimitBucket = 'submissions' | 'export-token';

export function createPostgresRateLimiter(
  db: Database,
  {bucket, limit, windowMs = 60_000}: RateLimiterOptions & {bucket: RateLimitBucket},
): RateLimiter & {sweep(): Promise<void>} {
  const seconds = windowMs / 1000;
  let lastSweep = Date.now();

  const sweep = async () => {
    lastSweep = Date.now();
    await db.query(
      `DELETE FROM rate_limits WHERE bucket = $1 AND window_start <= now() - make_interval(secs => $2::float8)`,
      [bucket, seconds],
    );
  };
  const sweepNowAndThen = () => {
    // Off the request's path: a failed sweep only leaves a few stale rows for the next one.
    if (Date.now() - lastSweep > windowMs) sweep().catch(() => undefined);
  };

  return {
    async hit(address) {
      if (limit <= 0) return 0;
      sweepNowAndThen();
      const [row] = await db.query<{count: number; wait: number}>(
        `INSERT INTO rate_limits AS r (bucket, address, window_start, count) VALUES ($1, $2, now(), 1)
         ON CONFLICT (bucket, address) DO UPDATE SET
           window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $3::float8) THEN now() ELSE r.window_start END,
           count = CASE WHEN r.window_start <= now() - make_interval(secs => $3::float8) THEN 1 ELSE r.count + 1 END
         RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => $3::float8) - now()))::int AS wait`,
        [bucket, address, seconds],
      );
      return row!.count > limit ? Math.max(1, row!.wait) : 0;
    },
    async blockedFor(address) {
      if (limit <= 0) return 0;
      const [row] = await db.query<{count: number; wait: number}>(
        `SELECT count, ceil(extract(epoch FROM window_start + make_interval(secs => $3::float8) - now()))::int AS wait
           FROM rate_limits WHERE bucket = $1 AND address = $2 AND window_start > now() - make_interval(secs => $3::float8)`,
        [bucket, address, seconds],
      );
      return row && row.count >= limit ? Math.max(1, row.wait) : 0;
    },
    sweep,
  };
}

/** In Postgres when the database is a shared server; in memory for PGlite, which only one process can open. */
export function rateLimiterFor(db: Database, options: RateLimiterOptions & {bucket: RateLimitBucket}): RateLimiter {
  return db.kind === 'postgres' ? createPostgresRateLimiter(db, options) : createRateLimiter(options);
}
