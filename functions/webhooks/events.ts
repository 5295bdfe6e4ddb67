import {randomUUID} from 'node:crypto';
import type {Queryable} from '../db/database';
import type {AttributionField} from '../../src/lib/attribution/fields';
import type {Locale} from '../../src/data/constants/locales';

/**
 * The events the sales team's endpoints receive (OPERATIONS.md#webhooks-and-the-crm): one per accepted
 * lead, page-feedback vote and privacy deletion, as `{type, timestamp, data}`.
 * An event is queued in the transaction that stores what it reports, so a
 * committed lead always has its deliveries and a rolled-back one has none.
 */

export const EVENT_TYPES = ['lead.created', 'feedback.created', 'lead.deleted'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * `lead.created`: the stored lead as the team's export shows it, with the form's language and
 * where the lead came from (every attribution field, '' when the visit did not have it).
 */
export type LeadCreatedData = {
  id: number;
  form: string;
  source: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  createdAt: string;
  locale: Locale;
  attribution: Record<AttributionField, string>;
};

/** A `lead.created` body as read back: events queued before leads had a language and attribution lack both. */
export type QueuedLeadCreatedData = Omit<LeadCreatedData, 'locale' | 'attribution'> &
  Partial<Pick<LeadCreatedData, 'locale' | 'attribution'>>;

/**
 * `feedback.created`: one "Was this page helpful?" vote, or "Was this answer helpful?" under an answer of
 * /ask, which also names the question and the section it quoted first (both empty for a page's vote).
 */
export type FeedbackCreatedData = {
  id: number;
  page: string;
  helpful: boolean;
  comment: string;
  question: string;
  section: string;
  createdAt: string;
  /** The language of the page voted on. */
  locale: Locale;
};

/**
 * `lead.deleted`: a privacy request removed every lead and vote of one
 * address. The address itself is gone; the receiver gets its SHA-256 (hex, of
 * the lower-cased address) to find and delete its own copy.
 */
export type LeadDeletedData = {emailHash: string; deletedAt: string};

/** The body every endpoint of the event receives, byte for byte the same on each retry. */
export type WebhookEvent<T = Record<string, unknown>> = {type: EventType; timestamp: string; data: T};

/** A Standard Webhooks message id: unique per event, the `webhook-id` header of every try. */
export const newEventId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/**
 * Queues `type` with `data` for every configured endpoint that takes it, on
 * `tx`: call it inside the transaction that stores (or deletes) what the
 * event reports, e.g. the privacy flow's
 * `db.transaction(async (tx) => { ...delete rows...; await enqueueEvent(tx, 'lead.deleted', {emailHash, deletedAt}); })`.
 * The endpoints are read from the webhook_endpoints table (written at start
 * from the settings), so no configuration needs to be passed. An endpoint
 * disabled after a 410 gets its delivery as dead (listed and re-sendable,
 * never dropped). Without any endpoint that takes the event nothing is
 * written. Returns the event's id, or null when nothing was queued.
 */
export async function enqueueEvent(
  tx: Queryable,
  type: EventType,
  data: Record<string, unknown>,
): Promise<string | null> {
  const id = newEventId();
  const body = JSON.stringify({type, timestamp: new Date().toISOString(), data} satisfies WebhookEvent);
  const [row] = await tx.query<{queued: number}>(
    `WITH ${eventQueueCtes({id: '$1', type: '$2::text', body: '$3::text', disabledError: '$4::text'})}
     SELECT count(*)::int AS queued FROM event_deliveries`,
    [id, type, body, DISABLED_ERROR],
  );
  return row && row.queued > 0 ? id : null;
}

/**
 * Deletes the stored `lead.created` events of one address, with their
 * deliveries (sent or not): for the privacy flow, in the transaction that
 * deletes the address's leads, before it queues `lead.deleted`, so no copy of
 * the address stays in the queue. Returns how many events were deleted.
 */
export async function forgetEventsOf(tx: Queryable, email: string): Promise<number> {
  const rows = await tx.query(
    `DELETE FROM webhook_events WHERE type = 'lead.created' AND lower((body::json) -> 'data' ->> 'email') = lower($1) RETURNING id`,
    [email],
  );
  return rows.length;
}

/**
 * The common table expressions that queue one event inside a larger
 * statement (enqueueEvent's, and the lead submission's single statement):
 * `event_targets` (the endpoints that take the type), `event` (the event,
 * only when there is a target), `event_deliveries` (one row per target).
 * Each argument is an SQL expression; `from` names the CTE the body's
 * columns come from, if any (with no row there, nothing is queued).
 */
export function eventQueueCtes({
  id,
  type,
  body,
  from,
  disabledError,
}: {
  id: string;
  type: string;
  body: string;
  from?: string;
  disabledError: string;
}): string {
  return `event_targets AS (
       SELECT key, disabled_at FROM webhook_endpoints WHERE active AND ${type} = ANY(events)
     ),
     event AS (
       INSERT INTO webhook_events (id, type, body)
         SELECT ${id}, ${type}, ${body}${from ? ` FROM ${from}` : ''} WHERE EXISTS (SELECT 1 FROM event_targets)
       RETURNING id
     ),
     event_deliveries AS (
       INSERT INTO webhook_deliveries (event_id, endpoint, status, last_error)
         SELECT event.id, event_targets.key,
                CASE WHEN event_targets.disabled_at IS NULL THEN 'pending' ELSE 'dead' END,
                CASE WHEN event_targets.disabled_at IS NULL THEN NULL ELSE ${disabledError} END
           FROM event, event_targets
       RETURNING 1
     )`;
}

/** A timestamptz as JavaScript's toISOString() writes it, in SQL. */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** last_error of a delivery whose endpoint answered 410 Gone and was disabled. */
export const DISABLED_ERROR = 'endpoint disabled after 410 Gone; re-send to enable it again';
