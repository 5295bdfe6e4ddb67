import type {LeadForm} from '../../src/lib/forms/schemas';
import type {Database} from '../db/database';
import type {Lead} from '../leads/store';

/**
 * Submissions refused as spam (a filled honeypot after a solved challenge):
 * kept apart from the leads, so they count for nothing (no e-mail, no
 * delivery, no stats, no duplicate or licence rule) but stay in the CSV
 * export with their reason, where the team can find a real lead refused by
 * mistake and re-send it (routes/spam.ts).
 */

export type SpamReason = 'honeypot';

export type StoredSpam = Lead & {id: number; reason: SpamReason; createdAt: Date; resentAt: Date | null};

export type SpamStore = ReturnType<typeof createSpamStore>;

type SpamRow = Lead & {id: number; reason: SpamReason; created_at: Date; resent_at: Date | null};

const fromRow = ({created_at, resent_at, ...rest}: SpamRow): StoredSpam => ({
  ...rest,
  createdAt: new Date(created_at),
  resentAt: resent_at ? new Date(resent_at) : null,
});

const COLUMNS = `id, form, source, name, email, company, phone, message, reason, created_at, resent_at`;

export function createSpamStore(db: Database) {
  return {
    async record(lead: Lead, reason: SpamReason): Promise<void> {
      await db.query(
        `INSERT INTO spam_submissions (form, source, name, email, company, phone, message, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [lead.form, lead.source, lead.name, lead.email, lead.company, lead.phone, lead.message, reason],
      );
    },

    /** Every refused submission of one form (or all), oldest first. */
    async list(form?: LeadForm): Promise<StoredSpam[]> {
      const rows = await db.query<SpamRow>(
        `SELECT ${COLUMNS} FROM spam_submissions WHERE ($1::text IS NULL OR form = $1) ORDER BY created_at, id`,
        [form ?? null],
      );
      return rows.map(fromRow);
    },

    /**
     * Marks one refused submission as not spam and hands it back, once: a
     * second call (or an unknown id) gets null, so two clicks re-send once.
     */
    async takeForResend(id: number): Promise<StoredSpam | null> {
      const [row] = await db.query<SpamRow>(
        `UPDATE spam_submissions SET resent_at = now() WHERE id = $1 AND resent_at IS NULL RETURNING ${COLUMNS}`,
        [id],
      );
      return row ? fromRow(row) : null;
    },

    /** Undoes takeForResend when the re-send failed (sold out, database down), so it can be tried again. */
    async release(id: number): Promise<void> {
      await db.query(`UPDATE spam_submissions SET resent_at = NULL WHERE id = $1`, [id]);
    },

    async find(id: number): Promise<StoredSpam | null> {
      const [row] = await db.query<SpamRow>(`SELECT ${COLUMNS} FROM spam_submissions WHERE id = $1`, [id]);
      return row ? fromRow(row) : null;
    },
  };
}
