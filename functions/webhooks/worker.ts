import {randomUUID} from 'node:crypto';
import type {Database} from '../db/database';
import {createPollingLoop} from '../db/pollingLoop';
import type {Log} from '../mail/mailer';
import {DISABLED_ERROR} from './events';
import {DELIVERY_TIMEOUT_MS, requestFor, sendOnce} from './send';
import {DEFAULT_RETRY_SCHEDULE, type Endpoint} from './settings';

/**
 * Delivers the queued events, like the mail outbox delivers e-mail: due
 * deliveries are claimed with `FOR UPDATE SKIP LOCKED`, so servers sharing
 * one Postgres never send the same delivery at once; a claim is a lease
 * (next_attempt_at pushed `leaseMs` ahead), so a server killed mid-send loses
 * nothing: the lease runs out and any server tries again (at least once; the
 * receiver dedupes on webhook-id). A batch is sent in parallel, each try
 * bounded by `timeoutMs`, which the lease outlasts.
 */

export type WebhookWorkerOptions = {
  pollMs: number;
  batchSize: number;
  leaseMs: number;
  timeoutMs: number;
  /** Delay before each try, in seconds (LEADS_WEBHOOK_RETRY_SCHEDULE); after the last, dead. */
  schedule: readonly number[];
};

const DEFAULT_WEBHOOK_OPTIONS: WebhookWorkerOptions = {
  pollMs: 5_000,
  batchSize: 20,
  leaseMs: 60_000,
  timeoutMs: DELIVERY_TIMEOUT_MS,
  schedule: DEFAULT_RETRY_SCHEDULE,
};

export type DeliveryRunResult = {delivered: number; retried: number; dead: number; disabled: number};

type Claimed = {id: number; event_id: string; endpoint: string; attempts: number; body: string};

/**
 * Writes the configured endpoints to webhook_endpoints (every server sharing
 * the database should have the same settings). An endpoint no longer
 * configured stays, inactive, with its deliveries; a disabled one stays
 * disabled until a delivery of it is re-sent.
 */
export async function syncEndpoints(db: Database, endpoints: readonly Endpoint[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE webhook_endpoints SET active = false WHERE NOT (key = ANY($1::text[]))`, [
      endpoints.map((e) => e.key),
    ]);
    for (const endpoint of endpoints) {
      await tx.query(
        `INSERT INTO webhook_endpoints (key, kind, url, events, active) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, url = EXCLUDED.url, events = EXCLUDED.events, active = true`,
        [endpoint.key, endpoint.kind, endpoint.url, [...endpoint.events]],
      );
    }
  });
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;

export function createWebhookWorker(
  db: Database,
  endpoints: readonly Endpoint[],
  log: Log,
  {siteUrl, ...options}: Partial<WebhookWorkerOptions> & {siteUrl: string},
) {
  const opts = {...DEFAULT_WEBHOOK_OPTIONS, ...options};
  const byKey = new Map(endpoints.map((endpoint) => [endpoint.key, endpoint]));
  const keys = [...byKey.keys()];

  async function claimDue(claim: string): Promise<Claimed[]> {
    return db.query<Claimed>(
      `UPDATE webhook_deliveries d
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1::float8), claim = $2
        WHERE id IN (
          SELECT id FROM webhook_deliveries
           WHERE status IN ('pending', 'failed') AND next_attempt_at <= now() AND endpoint = ANY($3::text[])
           ORDER BY id LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.event_id, d.endpoint, d.attempts, (SELECT body FROM webhook_events e WHERE e.id = d.event_id) AS body`,
      [opts.leaseMs / 1000, claim, keys, opts.batchSize],
    );
  }

  async function disable(endpoint: Endpoint, delivery: Claimed, claim: string) {
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE webhook_endpoints SET disabled_at = now(), disabled_reason = '410 Gone' WHERE key = $1`, [
        endpoint.key,
      ]);
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'dead', last_status = 410, last_error = $3, claim = NULL WHERE id = $1 AND claim = $2`,
        [delivery.id, claim, '410 Gone'],
      );
      // Its other deliveries would only be refused: dead-lettered, to be re-sent once the endpoint is back.
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'dead', last_error = $2 WHERE endpoint = $1 AND status IN ('pending', 'failed')`,
        [endpoint.key, DISABLED_ERROR],
      );
    });
    log.error(
      `[webhooks] ${endpoint.url} answered 410 Gone: endpoint disabled, its deliveries dead-lettered (re-send one to enable it again)`,
    );
  }

  async function deliver(delivery: Claimed, claim: string): Promise<keyof DeliveryRunResult> {
    const endpoint = byKey.get(delivery.endpoint)!;
    let outcome;
    try {
      outcome = await sendOnce(requestFor(endpoint, delivery.event_id, delivery.body, siteUrl), opts.timeoutMs);
    } catch (error) {
      outcome = {
        result: 'failed' as const,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (outcome.result === 'delivered') {
      await db.query(
        `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), last_status = $3, last_error = NULL, claim = NULL WHERE id = $1 AND claim = $2`,
        [delivery.id, claim, outcome.status],
      );
      return 'delivered';
    }
    if (outcome.result === 'gone') {
      await disable(endpoint, delivery, claim);
      return 'disabled';
    }
    const what = `${delivery.event_id} to ${endpoint.url}`;
    if (delivery.attempts >= opts.schedule.length) {
      await db.query(
        `UPDATE webhook_deliveries SET status = 'dead', last_status = $3, last_error = $4, claim = NULL WHERE id = $1 AND claim = $2`,
        [delivery.id, claim, outcome.status, outcome.error],
      );
      log.error(
        `[webhooks] delivery ${delivery.id} (${what}) dead-lettered after ${delivery.attempts} tries: ${outcome.error}`,
      );
      return 'dead';
    }
    const delay = opts.schedule[delivery.attempts]!;
    await db.query(
      `UPDATE webhook_deliveries
          SET status = 'failed', last_status = $3, last_error = $4, claim = NULL, next_attempt_at = now() + make_interval(secs => $5::float8)
        WHERE id = $1 AND claim = $2`,
      [delivery.id, claim, outcome.status, outcome.error, delay],
    );
    log.warn(
      `[webhooks] delivery ${delivery.id} (${what}) try ${delivery.attempts} failed (${outcome.error}); next try in ${delay} s`,
    );
    return 'retried';
  }

  async function drain(stopping: () => boolean): Promise<DeliveryRunResult> {
    const result: DeliveryRunResult = {delivered: 0, retried: 0, dead: 0, disabled: 0};
    if (keys.length === 0) return result;
    for (;;) {
      // One claim tag per batch: a late result of this batch cannot overwrite a newer claim's.
      const claim = randomUUID();
      const batch = await claimDue(claim);
      const outcomes = await Promise.all(batch.map((delivery) => deliver(delivery, claim)));
      for (const outcome of outcomes) result[outcome] += 1;
      if (batch.length < opts.batchSize || stopping()) return result;
    }
  }

  const loop = createPollingLoop({
    drain,
    empty: (): DeliveryRunResult => ({delivered: 0, retried: 0, dead: 0, disabled: 0}),
    pollMs: opts.pollMs,
    onError: (error) => log.error('[webhooks] delivery pass failed:', error instanceof Error ? error.message : error),
  });

  return {
    ...loop,
    /** Whether any endpoint is configured (no events are queued without one). */
    enabled: keys.length > 0,
  };
}
