import {CONFERENCE} from '../../src/data/constants';
import type {ConferenceStats, LeadForm, WaitlistStats} from '../../src/lib/forms/schemas';
import {waitlistStatsFor} from '../../src/lib/forms/stats';
import type {Database, Queryable} from '../db/database';
import type {OutgoingMail} from '../mail/leadEmail';
import {
  DISABLED_ERROR,
  enqueueEvent,
  eventQueueCtes,
  isoTimestampSql,
  newEventId,
  type LeadCreatedData,
} from '../webhooks/events';

/**
 * Leads, their e-mails and the conference licences: every query the
 * functions run. A lead and its e-mail are written in one transaction, so a
 * committed lead always has its mail queued and an answer is only sent after
 * the commit.
 */

/** The same e-mail to the same form within this window is one lead. */
const DUPLICATE_WINDOW_HOURS = 24;

const CONFERENCE_OFFER_ID = 'mj-unpacked';

export type Lead = {
  form: LeadForm;
  source: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
};

/** Where the lead's e-mail to the sales inbox stands (outbox status; null when it has none). */
export type MailStatus = 'pending' | 'sent' | 'dead';

export type StoredLead = Lead & {id: number; createdAt: Date; mailStatus: MailStatus | null};

export type SaveOutcome = 'created' | 'duplicate';

export type ClaimOutcome = {outcome: SaveOutcome | 'sold-out'; stats: ConferenceStats};

export type LeadStore = ReturnType<typeof createLeadStore>;

/** Serialises claims of one e-mail, so two at once can't both pass the one-licence check. */
async function lockSubmitter(tx: Queryable, form: LeadForm, email: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`lead:${form}:${email.toLowerCase()}`]);
}

/** One e-mail claims one conference licence, ever. */
async function hasClaimed(tx: Queryable, email: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM leads WHERE form = 'mj-signup' AND lower(email) = lower($1) LIMIT 1`, [
    email,
  ]);
  return rows.length > 0;
}

type Inserted = {id: number; created_at: Date | string};

/** The `lead.created` event's data: the lead as stored. */
const leadCreated = (lead: Lead, {id, created_at}: Inserted): LeadCreatedData => ({
  id,
  ...lead,
  createdAt: new Date(created_at).toISOString(),
});

async function insertLeadWithMail(tx: Queryable, lead: Lead, mail: OutgoingMail): Promise<Inserted> {
  const [row] = await tx.query<Inserted>(
    `INSERT INTO leads (form, source, name, email, company, phone, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
    [lead.form, lead.source, lead.name, lead.email, lead.company, lead.phone, lead.message],
  );
  await tx.query(`INSERT INTO outbox (lead_id, recipient, reply_to, subject, body) VALUES ($1, $2, $3, $4, $5)`, [
    row!.id,
    mail.to,
    mail.replyTo ?? null,
    mail.subject,
    mail.text,
  ]);
  return row!;
}

async function readConferenceStats(q: Queryable): Promise<ConferenceStats> {
  const [row] = await q.query<{claimed: number; total: number}>(`SELECT claimed, total FROM offers WHERE id = $1`, [
    CONFERENCE_OFFER_ID,
  ]);
  return row ?? {claimed: CONFERENCE.initiallyClaimed, total: CONFERENCE.totalLicenses};
}

export type LeadStoreOptions = {
  /**
   * Queue a `lead.created` event with every new lead, in its transaction
   * (on when a webhook or CRM preset is configured; off, a submission stays
   * one statement).
   */
  events?: boolean;
};

export function createLeadStore(db: Database, {events = false}: LeadStoreOptions = {}) {
  return {
    /** Creates the conference offer at its launch figures; a changed total in constants is taken over. */
    async seed(): Promise<void> {
      await db.query(
        `INSERT INTO offers (id, claimed, total) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET total = GREATEST(EXCLUDED.total, offers.claimed)`,
        [CONFERENCE_OFFER_ID, CONFERENCE.initiallyClaimed, CONFERENCE.totalLicenses],
      );
    },

    /**
     * Stores a lead and queues its e-mail (and the visitor's `confirmation`,
     * if given), unless the same e-mail reached the same form within 24 h.
     * One statement, so one round trip and its own transaction: the upsert on (form, e-mail) only takes the row when there
     * is none or its last lead is older than the window, and a concurrent
     * submission of the same address waits on that key and then sees the
     * committed row (ON CONFLICT reads the latest version), so two at once
     * can't both pass. The lead's id is drawn first so the submitter row can
     * point at it; its foreign key is checked at the end of the statement.
     */
    async submit(lead: Lead, mail: OutgoingMail, confirmation?: OutgoingMail): Promise<SaveOutcome> {
      const params: unknown[] = [
        lead.form,
        lead.source,
        lead.name,
        lead.email,
        lead.company,
        lead.phone,
        lead.message,
        DUPLICATE_WINDOW_HOURS,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        confirmation?.to ?? null,
        confirmation?.replyTo ?? null,
        confirmation?.subject ?? null,
        confirmation?.text ?? null,
      ];
      // With webhooks, the lead.created event joins the same statement (still one round trip): the
      // lead, its e-mail and its deliveries are committed together or not at all. Its body is built
      // from the stored row, so `data` is the lead as stored, `createdAt` its created_at.
      let queueEvent = '';
      if (events) {
        const at = isoTimestampSql('stored.created_at');
        const data = `json_build_object('id', stored.id, 'form', $1::text, 'source', $2::text, 'name', $3::text, 'email', $4::text,
                        'company', $5::text, 'phone', $6::text, 'message', $7::text, 'createdAt', ${at})`;
        const body = `json_build_object('type', 'lead.created', 'timestamp', ${at}, 'data', ${data})::text`;
        queueEvent = `, ${eventQueueCtes({id: '$17::text', type: `'lead.created'::text`, body, from: 'stored', disabledError: '$18::text'})}`;
        params.push(newEventId(), DISABLED_ERROR);
      }
      const rows = await db.query<{id: number}>(
        `WITH next AS (SELECT nextval(pg_get_serial_sequence('leads', 'id'))::int AS id),
         taken AS (
           INSERT INTO lead_submitters AS s (form, email_key, lead_id, last_at)
             SELECT $1, lower($4), next.id, now() FROM next
           ON CONFLICT (form, email_key) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_at = EXCLUDED.last_at
             WHERE s.last_at <= now() - make_interval(hours => $8::int)
           RETURNING lead_id
         ),
         stored AS (
           INSERT INTO leads (id, form, source, name, email, company, phone, message) OVERRIDING SYSTEM VALUE
             SELECT taken.lead_id, $1, $2, $3, $4, $5, $6, $7 FROM taken
           RETURNING id, created_at
         ),
         queued AS (
           INSERT INTO outbox (lead_id, recipient, reply_to, subject, body)
             SELECT stored.id, $9, $10, $11, $12 FROM stored
         ),
         confirmed AS (
           INSERT INTO outbox (lead_id, kind, recipient, reply_to, subject, body)
             SELECT stored.id, 'confirmation', $13, $14, $15, $16 FROM stored WHERE $15::text IS NOT NULL
         )${queueEvent}
         SELECT id FROM stored`,
        params,
      );
      return rows.length === 1 ? 'created' : 'duplicate';
    },

    /**
     * Claims one conference licence. The conditional UPDATE takes the offer's
     * row lock, so concurrent claims queue on it and the cap holds; a repeat
     * e-mail keeps its one licence.
     */
    async claimLicense(lead: Lead, mail: OutgoingMail): Promise<ClaimOutcome> {
      return db.transaction(async (tx) => {
        await lockSubmitter(tx, 'mj-signup', lead.email);
        if (await hasClaimed(tx, lead.email)) {
          return {outcome: 'duplicate', stats: await readConferenceStats(tx)};
        }
        const [claimed] = await tx.query<{claimed: number; total: number}>(
          `UPDATE offers SET claimed = claimed + 1 WHERE id = $1 AND claimed < total RETURNING claimed, total`,
          [CONFERENCE_OFFER_ID],
        );
        if (!claimed) return {outcome: 'sold-out', stats: await readConferenceStats(tx)};
        const row = await insertLeadWithMail(tx, lead, mail);
        if (events) await enqueueEvent(tx, 'lead.created', leadCreated(lead, row));
        return {outcome: 'created', stats: {claimed: claimed.claimed, total: claimed.total}};
      });
    },

    async waitlistStats(): Promise<WaitlistStats> {
      const [row] = await db.query<{signups: number}>(
        `SELECT count(*)::int AS signups FROM leads WHERE form = 'waitlist'`,
      );
      return waitlistStatsFor(row?.signups ?? 0);
    },

    conferenceStats: (): Promise<ConferenceStats> => readConferenceStats(db),

    /** Every lead of one form (or all), oldest first, for the sales team's CSV. */
    async list(form?: LeadForm): Promise<StoredLead[]> {
      const rows = await db.query<Lead & {id: number; created_at: Date; mail_status: MailStatus | null}>(
        `SELECT id, form, source, name, email, company, phone, message, created_at,
                (SELECT status FROM outbox WHERE outbox.lead_id = leads.id AND outbox.kind = 'sales' ORDER BY outbox.id DESC LIMIT 1) AS mail_status
           FROM leads WHERE ($1::text IS NULL OR form = $1) ORDER BY created_at, id`,
        [form ?? null],
      );
      return rows.map(({created_at, mail_status, ...lead}) => ({
        ...lead,
        createdAt: new Date(created_at),
        mailStatus: mail_status,
      }));
    },
  };
}
