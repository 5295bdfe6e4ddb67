import {Hono} from 'hono';
import {FUNCTION_NAMES} from '../../src/lib/forms/schemas';
import type {Database} from '../db/database';
import {ApiError} from '../http/errors';
import {methodNotAllowed} from '../http/guards';
import type {LeadStore} from '../leads/store';

export type PublicStatsDeps = {db: Database; store: LeadStore};

/** What anyone may read: health, and the counters of the waitlist and conference pages. */
export function publicStatsApp({db, store}: PublicStatsDeps) {
  const app = new Hono();

  app.get(`/${FUNCTION_NAMES.health}`, async (c) => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw new ApiError(503, 'The lead database is not reachable.');
    }
    return c.json({data: {status: 'ok'}});
  });

  app.get(`/${FUNCTION_NAMES.waitlistStats}`, async (c) => c.json({data: await store.waitlistStats()}));

  app.get(`/${FUNCTION_NAMES.conferenceStats}`, async (c) => c.json({data: await store.conferenceStats()}));

  for (const name of [FUNCTION_NAMES.health, FUNCTION_NAMES.waitlistStats, FUNCTION_NAMES.conferenceStats]) {
    app.all(`/${name}`, methodNotAllowed(['GET', 'HEAD']));
  }

  return app;
}
