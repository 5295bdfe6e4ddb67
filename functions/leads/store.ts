import {CONFERENCE} from '../../src/data/constants';
import type {ConferenceStats, LeadForm, WaitlistStats} from '../../src/lib/forms/schemas';
import {waitlistStatsFor} from '../../src/lib/forms/stats';
import {ATTRIBUTION_FIELDS, type Attribution, type AttributionField} from '../../src/lib/attribution/fields';
import {DEFAULT_LOCALE, localeOr, type Locale} from '../../src/data/constants/locales';
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
  /** The form's language; English when not given. */
  locale?: Locale;
  /** Where the lead came from, as cleaned (src/lib/attribution/clean.ts); each value may be absent. */
  attribution?: Attribution;
};

/** A lead's attribution as stored: every column, '' where the value was absent. */
export type StoredAttribution = Record<AttributionField, string>;

/** The stored form of a lead's attribution: every field, '' when absent. */
export const storedAttribution = (attribution: Attribution | undefined): StoredAttribution =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, attribution?.[field] ?? ''])) as StoredAttribution;

/** The attribution as read back: absent values left out. */
export const attributionOf = (row: Partial<Record<AttributionField, string | null>>): Attribution =>
  Object.fromEntries(ATTRIBUTION_FIELDS.flatMap((field) => (row[field] ? [[field, row[field]]] : []))) as Attribution;

/** The values a lead adds to an INSERT after its message: the attribution columns, then the locale. */
export const leadContextValues = (lead: Lead): string[] => [
  ...Object.values(storedAttribution(lead.attribution)),
  lead.locale ?? DEFAULT_LOCALE,
];

/** The column list that goes with leadContextValues. */
export const LEAD_CONTEXT_COLUMNS = [...ATTRIBUTION_FIELDS, 'locale'].join(', ');

/** Where the lead's e-mail to the sales inbox stands (outbox status; null when it has none). */
export type MailStatus = 'pending' | 'sent' | 'dead';

export type StoredLead = Omit<Lead, 'locale' | 'attribution'> & {
  id: number;
  createdAt: Date;
  mailStatus: MailStatus | null;
  locale: Locale;
  attribution: StoredAttribution;
};

export type SaveOutcome = 'created' | 'duplicate';

/** What the summary groups by (`by=`), and the column of each: only these names reach its SQL. */
export const SUMMARY_COLUMNS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  referrer: 'referrer',
  landing_page: 'landing_page',
  form_page: 'form_page',
  locale: 'locale',
} as const satisfies Record<string, AttributionField | 'locale'>;

export type SummaryBy = keyof typeof SUMMARY_COLUMNS;
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[SummaryBy];

/** One value's counts: `value` is '' for the leads that had none. */
export type SummaryRow = {value: string; leads: number; spam: number};

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
  form: lead.form,
  source: lead.source,
  name: lead.name,
  email: lead.email,
  company: lead.company,
  phone: lead.phone,
  message: lead.message,
  createdAt: new Date(created_at).toISOString(),
  locale: lead.locale ?? DEFAULT_LOCALE,
  attribution: storedAttribution(lead.attribution),
});

/** `$first, $first+1, …`: the placeholders of leadContextValues. */
const contextPlaceholders = (first: number) =>
  [...ATTRIBUTION_FIELDS, 'locale'].map((_, index) => `$${first + index}`).join(', ');

async function insertLeadWithMail(tx: Queryable, lead: Lead, mail: OutgoingMail): Promise<Inserted> {
  const [row] = await tx.query<Inserted>(
    `INSERT INTO leads (form, source, name, email, company, phone, message, ${LEAD_CONTEXT_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${contextPlaceholders(8)}) RETURNING id, created_at`,
    [lead.form, lead.source, lead.name, lead.email, lead.company, lead.phone, lead.message, ...leadContextValues(lead)],
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
        ...leadContextValues(lead),
      ];
      const context = 17;
      const localeParam = `$${context + ATTRIBUTION_FIELDS.length}`;
      // With webhooks, the lead.created event joins the same statement (still one round trip): the
      // lead, its e-mail and its deliveries are committed together or not at all. Its body is built
      // from the stored row, so `data` is the lead as stored, `createdAt` its created_at.
      let queueEvent = '';
      if (events) {
        const at = isoTimestampSql('stored.created_at');
        const attribution = `json_build_object(${ATTRIBUTION_FIELDS.map((field, index) => `'${field}', $${context + index}::text`).join(', ')})`;
        const data = `json_build_object('id', stored.id, 'form', $1::text, 'source', $2::text, 'name', $3::text, 'email', $4::text,
                        'company', $5::text, 'phone', $6::text, 'message', $7::text, 'createdAt', ${at},
                        'locale', ${localeParam}::text, 'attribution', ${attribution})`;
        const body = `json_build_object('type', 'lead.created', 'timestamp', ${at}, 'data', ${data})::text`;
        const eventId = `$${params.length + 1}::text`;
        const disabledError = `$${params.length + 2}::text`;
        queueEvent = `, ${eventQueueCtes({id: eventId, type: `'lead.created'::text`, body, from: 'stored', disabledError})}`;
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
           INSERT INTO leads (id, form, source, name, email, company, phone, message, ${LEAD_CONTEXT_COLUMNS}) OVERRIDING SYSTEM VALUE
             SELECT taken.lead_id, $1, $2, $3, $4, $5, $6, $7, ${contextPlaceholders(context)} FROM taken
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
      type Row = Omit<Lead, 'locale' | 'attribution'> &
        StoredAttribution & {id: number; created_at: Date; mail_status: MailStatus | null; locale: string};
      const rows = await db.query<Row>(
        `SELECT id, form, source, name, email, company, phone, message, created_at, ${LEAD_CONTEXT_COLUMNS},
                (SELECT status FROM outbox WHERE outbox.lead_id = leads.id AND outbox.kind = 'sales' ORDER BY outbox.id DESC LIMIT 1) AS mail_status
           FROM leads WHERE ($1::text IS NULL OR form = $1) ORDER BY created_at, id`,
        [form ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        form: row.form,
        source: row.source,
        name: row.name,
        email: row.email,
        company: row.company,
        phone: row.phone,
        message: row.message,
        createdAt: new Date(row.created_at),
        mailStatus: row.mail_status,
        locale: localeOr(row.locale),
        attribution: storedAttribution(attributionOf(row)),
      }));
    },

    /**
     * Leads and refused submissions per value of one attribution column since a day (UTC), most
     * leads first: the team's first look at which campaigns bring leads, without a CRM. A re-sent
     * refusal is a lead by then and counts as one only.
     */
    async summary(by: SummaryColumn, since: string | null): Promise<SummaryRow[]> {
      const rows = await db.query<{value: string; leads: number; spam: number}>(
        `SELECT value, sum(leads)::int AS leads, sum(spam)::int AS spam FROM (
           SELECT ${by} AS value, 1 AS leads, 0 AS spam FROM leads
             WHERE ($1::date IS NULL OR created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC')
           UNION ALL
           SELECT ${by} AS value, 0 AS leads, 1 AS spam FROM spam_submissions
             WHERE resent_at IS NULL AND ($1::date IS NULL OR created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC')
         ) AS counted GROUP BY value ORDER BY leads DESC, spam DESC, value`,
        [since],
      );
      return rows.map(({value, leads, spam}) => ({value, leads, spam}));
    },
  };
}
