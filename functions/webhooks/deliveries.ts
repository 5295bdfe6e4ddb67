import type {Database} from '../db/database';

/**
 * What the team sees of the deliveries, and re-sending: the queries behind
 * `GET /deliveries`, `POST /deliveries/{id}/retry`, `POST /deliveries/retry`
 * and `npm run deliveries`.
 */

export const DELIVERY_STATUSES = ['pending', 'failed', 'dead', 'delivered'] as const;

/**
 * pending: queued, not tried yet (or re-sent); failed: tried, waiting for its
 * next try; dead: out of tries or its endpoint disabled; delivered: a 2xx.
 */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type DeliveryRow = {
  id: number;
  eventId: string;
  eventType: string;
  endpoint: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

/** The columns of the CSV, in order. */
export const DELIVERY_COLUMNS = [
  'id',
  'event_id',
  'event_type',
  'endpoint',
  'status',
  'attempts',
  'next_attempt_at',
  'last_status',
  'last_error',
  'created_at',
  'delivered_at',
] as const;

export const deliveryCells = (row: DeliveryRow) =>
  [
    row.id,
    row.eventId,
    row.eventType,
    row.endpoint,
    row.status,
    row.attempts,
    row.nextAttemptAt,
    row.lastStatus,
    row.lastError,
    row.createdAt,
    row.deliveredAt,
  ] as const;

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;

export function createDeliveryStore(db: Database) {
  return {
    /** Deliveries with one status (or every one not delivered), oldest first, at most `limit`. */
    async list(status: DeliveryStatus | undefined, limit = 10_000): Promise<DeliveryRow[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT d.id, d.event_id, e.type, d.endpoint, d.status, d.attempts, d.next_attempt_at, d.last_status, d.last_error, d.created_at, d.delivered_at
           FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
          WHERE ($1::text IS NULL AND d.status <> 'delivered') OR d.status = $1
          ORDER BY d.id LIMIT $2`,
        [status ?? null, limit],
      );
      return rows.map((row) => ({
        id: row.id as number,
        eventId: row.event_id as string,
        eventType: row.type as string,
        endpoint: row.endpoint as string,
        status: row.status as DeliveryStatus,
        attempts: row.attempts as number,
        // A delivered or dead one has no next try.
        nextAttemptAt: row.status === 'pending' || row.status === 'failed' ? iso(row.next_attempt_at) : null,
        lastStatus: (row.last_status as number | null) ?? null,
        lastError: (row.last_error as string | null) ?? null,
        createdAt: iso(row.created_at)!,
        deliveredAt: iso(row.delivered_at),
      }));
    },

    /**
     * Sends deliveries again from the start of the schedule (same event, same
     * webhook-id), and enables their endpoints again if a 410 had disabled
     * them: re-sending is the team saying the endpoint is back.
     * `ids` picks deliveries; otherwise every one with `status`. Returns how many.
     */
    async retry(where: {ids: readonly number[]} | {status: DeliveryStatus}): Promise<number> {
      const [filter, param] =
        'ids' in where ? ['d.id = ANY($1::int[])', [...where.ids]] : ['d.status = $1', where.status];
      return db.transaction(async (tx) => {
        const rows = await tx.query<{endpoint: string}>(
          `UPDATE webhook_deliveries d
              SET status = 'pending', attempts = 0, next_attempt_at = now(), claim = NULL, last_error = NULL, last_status = NULL, delivered_at = NULL
            WHERE ${filter}
           RETURNING endpoint`,
          [param],
        );
        const endpoints = [...new Set(rows.map((row) => row.endpoint))];
        if (endpoints.length > 0) {
          await tx.query(
            `UPDATE webhook_endpoints SET disabled_at = NULL, disabled_reason = NULL WHERE key = ANY($1::text[])`,
            [endpoints],
          );
        }
        return rows.length;
      });
    },
  };
}
