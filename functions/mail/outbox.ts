import type {Database} from '../db/database';
import {createPollingLoop} from '../db/pollingLoop';
import type {Log, Mailer} from './mailer';

/**
 * Delivers the outbox: queued e-mails are sent with retries and exponential
 * backoff, marked sent, and dead-lettered after `maxAttempts`. State lives in
 * the database only, so a restart picks up whatever was not sent. A claimed
 * row is leased for `leaseMs`; if the process dies mid-send, the lease runs
 * out and the mail is tried again (at-least-once delivery).
 */

export type OutboxOptions = {
  pollMs: number;
  batchSize: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  leaseMs: number;
};

const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  batchSize: 10,
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

export type RunResult = {sent: number; retried: number; dead: number};

/** Delay before the next try after `attempts` failed ones: base, 2×base, 4×base… capped. */
export function backoffMs(
  attempts: number,
  {baseDelayMs, maxDelayMs}: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

type ClaimedMail = {
  id: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: number;
};

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

export function createOutboxWorker(db: Database, mailer: Mailer, log: Log, options: Partial<OutboxOptions> = {}) {
  const opts = {...DEFAULT_OUTBOX_OPTIONS, ...options};

  async function claimDue(): Promise<ClaimedMail[]> {
    return db.query<ClaimedMail>(
      `UPDATE outbox
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1::float8)
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY id LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, reply_to, subject, body, attempts`,
      [opts.leaseMs / 1000, opts.batchSize],
    );
  }

  async function deliver(mail: ClaimedMail): Promise<keyof RunResult> {
    try {
      await mailer.send({
        to: mail.recipient,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.body,
      });
      await db.query(`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [mail.id]);
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (mail.attempts >= opts.maxAttempts) {
        await db.query(`UPDATE outbox SET status = 'dead', last_error = $2 WHERE id = $1`, [mail.id, reason]);
        log.error(`[leads] e-mail ${mail.id} dead-lettered after ${mail.attempts} attempts: ${reason}`);
        return 'dead';
      }
      const delay = backoffMs(mail.attempts, opts);
      await db.query(
        `UPDATE outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3::float8) WHERE id = $1`,
        [mail.id, reason, delay / 1000],
      );
      log.warn(
        `[leads] e-mail ${mail.id} attempt ${mail.attempts} failed (${reason}); next try in ${Math.round(delay / 1000)} s`,
      );
      return 'retried';
    }
  }

  async function drain(stopping: () => boolean): Promise<RunResult> {
    const result: RunResult = {sent: 0, retried: 0, dead: 0};
    for (;;) {
      const batch = await claimDue();
      for (const mail of batch) result[await deliver(mail)] += 1;
      // Once stopping, finish the batch in hand and leave the rest queued for the next start.
      if (batch.length < opts.batchSize || stopping()) return result;
    }
  }

  const loop = createPollingLoop({
    drain,
    empty: (): RunResult => ({sent: 0, retried: 0, dead: 0}),
    pollMs: opts.pollMs,
    onError: (error) => log.error('[leads] outbox pass failed:', error instanceof Error ? error.message : error),
  });

  return {
    ...loop,
    /** Counts by status, for health and tests. */
    async counts(): Promise<Record<'pending' | 'sent' | 'dead', number>> {
      const rows = await db.query<{status: 'pending' | 'sent' | 'dead'; n: number}>(
        `SELECT status, count(*)::int AS n FROM outbox GROUP BY status`,
      );
      const counts = {pending: 0, sent: 0, dead: 0};
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },
  };
}
