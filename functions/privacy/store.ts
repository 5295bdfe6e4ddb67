import type {Database, Queryable} from '../db/database';
import {enqueueEvent, type LeadDeletedData} from '../webhooks/events';
import {hashEmail} from './links';

/**
 * Carrying out a "Delete my data" request: every row that holds the address
 * goes in one transaction, and a record that it happened stays (the address
 * only hashed, the date, how many rows).
 */

type DeletionCounts = {leads: number; spam: number; feedback: number; mails: number};

type LeadsDeleted = {emailHash: string; deletedAt: Date; counts: DeletionCounts; linkId: string};

/**
 * Everything that must happen, inside the deletion's transaction, once an
 * address's rows are gone: the record of the deletion. The one place where
 * the `lead.deleted` webhook event is queued (docs-engineering/decisions.md#delete-my-data), in the same
 * transaction, so a deletion and its event commit together.
 */
async function onLeadsDeleted(tx: Queryable, {emailHash, deletedAt, counts, linkId}: LeadsDeleted): Promise<void> {
  await tx.query(
    `INSERT INTO privacy_deletions (email_hash, link_id, leads, spam, feedback, mails, deleted_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [emailHash, linkId, counts.leads, counts.spam, counts.feedback, counts.mails, deletedAt],
  );
  const data: LeadDeletedData = {emailHash, deletedAt: deletedAt.toISOString()};
  await enqueueEvent(tx, 'lead.deleted', data);
}

export type DeletionOutcome = {outcome: 'deleted'; counts: DeletionCounts} | {outcome: 'already-used'};

/** Escapes LIKE's wildcards, so an address is matched as written. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createPrivacyStore(db: Database) {
  return {
    /**
     * Deletes the address's leads (and with them their submitter rows),
     * refused submissions, every e-mail to, from or about it (sales mails of
     * its leads, its confirmations, its deletion links) and the page-feedback
     * comments that mention it (votes carry no address of their own). A link
     * deletes once: its id is recorded, and a second use is refused.
     */
    async deleteAddress(email: string, linkId: string, now = new Date()): Promise<DeletionOutcome> {
      return db.transaction(async (tx) => {
        const emailHash = hashEmail(email);
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`privacy:${emailHash}`]);
        const used = await tx.query(`SELECT 1 FROM privacy_deletions WHERE link_id = $1`, [linkId]);
        if (used.length > 0) return {outcome: 'already-used'};
        const count = async (sql: string, params: unknown[]) =>
          (await tx.query(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, params))[0]!
            .n as number;
        const mails = await count(
          `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = lower($1)) OR lower(recipient) = lower($1) OR lower(reply_to) = lower($1)`,
          [email],
        );
        const leads = await count(`DELETE FROM leads WHERE lower(email) = lower($1)`, [email]);
        const spam = await count(`DELETE FROM spam_submissions WHERE lower(email) = lower($1)`, [email]);
        const feedback = await count(`DELETE FROM docs_feedback WHERE comment ILIKE $1`, [`%${likeLiteral(email)}%`]);
        // The queued and past webhook bodies that carry the address go too (their deliveries with them):
        // the receivers learn of the deletion from lead.deleted, by the address's hash.
        await tx.query(`DELETE FROM webhook_events WHERE type <> 'lead.deleted' AND body ILIKE $1`, [
          `%${likeLiteral(email)}%`,
        ]);
        const counts = {leads, spam, feedback, mails};
        await onLeadsDeleted(tx, {emailHash, deletedAt: now, counts, linkId});
        return {outcome: 'deleted', counts};
      });
    },

    /** Queues the confirmation link's e-mail (no lead: it is sent whether or not the address has data). */
    async queueLinkMail(mail: {to: string; replyTo?: string; subject: string; text: string}): Promise<void> {
      await db.query(
        `INSERT INTO outbox (kind, recipient, reply_to, subject, body) VALUES ('privacy', $1, $2, $3, $4)`,
        [mail.to, mail.replyTo ?? null, mail.subject, mail.text],
      );
    },
  };
}
