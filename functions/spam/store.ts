import type {LeadForm} from '../../src/lib/forms/schemas';
import type {Database} from '../db/database';
import {
  attributionOf,
  LEAD_CONTEXT_COLUMNS,
  leadContextValues,
  storedAttribution,
  type Lead,
  type StoredAttribution,
} from '../leads/store';
import {localeOr, type Locale} from '../../src/data/constants/locales';

/**
 * Submissions refused as spam (a filled honeypot after a solved challenge):
 * kept apart from the leads, so they count for nothing (no e-mail, no
 * delivery, no stats, no duplicate or licence rule) but stay in the CSV
 * export with their reason, where the team can find a real lead refused by
 * mistake and re-send it (routes/spam.ts).
 */

export type SpamReason = 'honeypot';

export type StoredSpam = Omit<Lead, 'locale' | 'attribution'> & {
  id: number;
  reason: SpamReason;
  createdAt: Date;
  resentAt: Date | null;
  locale: Locale;
  attribution: StoredAttribution;
};

export type SpamStore = ReturnType<typeof createSpamStore>;

type SpamRow = Omit<Lead, 'locale' | 'attribution'> &
  StoredAttribution & {id: number; reason: SpamReason; created_at: Date; resent_at: Date | null; locale: string};

const fromRow = (row: SpamRow): StoredSpam => ({
  id: row.id,
  form: row.form,
  source: row.source,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  message: row.message,
  reason: row.reason,
  createdAt: new Date(row.created_at),
  resentAt: row.resent_at ? new Date(row.resent_at) : null,
  locale: localeOr(row.locale),
  attribution: storedAttribution(attributionOf(row)),
});

const COLUMNS = `id, form, source, name, email, company, phone, message, reason, created_at, resent_at, ${LEAD_CONTEXT_COLUMNS}`;

export function createSpamStore(db: Database) {
  return {
    async record(lead: Lead, reason: SpamReason): Promise<void> {
      const context = leadContextValues(lead);
      await db.query(
        `INSERT INTO spam_submissions (form, source, name, email, company, phone, message, reason, ${LEAD_CONTEXT_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${context.map((_, index) => `$${9 + index}`).join(', ')})`,
        [lead.form, lead.source, lead.name, lead.email, lead.company, lead.phone, lead.message, reason, ...context],
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
