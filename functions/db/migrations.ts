import type {Database} from './database';

/**
 * The attribution columns as migration 009 added them. Written out rather than built from the
 * attribution fields: a shipped migration must not change when the fields do.
 */
const ATTRIBUTION_COLUMNS_SQL = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
  'referrer',
  'landing_page',
  'form_page',
]
  .map((column) => `ADD COLUMN ${column} text NOT NULL DEFAULT ''`)
  .join(',\n        ');

/**
 * SQL migrations, applied in order at start and recorded in
 * schema_migrations. Append new ones; never edit one that has shipped.
 */
export const MIGRATIONS: readonly {id: string; sql: string}[] = [
  {
    id: '001_leads_outbox_offers',
    sql: `
      CREATE TABLE leads (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        form text NOT NULL,
        source text NOT NULL DEFAULT '',
        name text NOT NULL DEFAULT '',
        email text NOT NULL,
        company text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leads_form_email_created_idx ON leads (form, lower(email), created_at);
      -- One e-mail claims one conference licence, ever.
      CREATE UNIQUE INDEX leads_one_claim_per_email ON leads (lower(email)) WHERE form = 'mj-signup';

      CREATE TABLE offers (
        id text PRIMARY KEY,
        claimed integer NOT NULL CHECK (claimed >= 0),
        total integer NOT NULL CHECK (total > 0),
        CHECK (claimed <= total)
      );

      CREATE TABLE outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id integer REFERENCES leads (id) ON DELETE SET NULL,
        recipient text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
    `,
  },
  {
    // One row per (form, e-mail): its last lead. A submission upserts it, so the
    // duplicate rule and its lock are one unique-key conflict inside one
    // statement, instead of an advisory lock, a lookup and two inserts in a
    // transaction (six round trips). Deleting that lead frees the address again.
    id: '002_lead_submitters',
    sql: `
      CREATE TABLE lead_submitters (
        form text NOT NULL,
        email_key text NOT NULL,
        lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (form, email_key)
      );
      CREATE INDEX lead_submitters_lead_idx ON lead_submitters (lead_id);
      INSERT INTO lead_submitters (form, email_key, lead_id, last_at)
        SELECT DISTINCT ON (form, lower(email)) form, lower(email), id, created_at
          FROM leads ORDER BY form, lower(email), created_at DESC, id DESC;
    `,
  },
  {
    // The export reads each lead's newest e-mail; without this index that is a
    // scan of the whole outbox per lead, minutes at tens of thousands of leads.
    id: '003_outbox_lead_index',
    sql: `CREATE INDEX outbox_lead_idx ON outbox (lead_id, id DESC);`,
  },
  {
    // "Was this page helpful?" under the Help Center pages (docs-engineering/decisions.md#page-feedback).
    id: '004_docs_feedback',
    sql: `
      CREATE TABLE docs_feedback (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        page text NOT NULL,
        helpful boolean NOT NULL,
        comment text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX docs_feedback_created_idx ON docs_feedback (created_at, id);
    `,
  },
  {
    // The rate limits' counts, shared by every server on one Postgres (http/sharedRateLimiter.ts).
    // UNLOGGED: counts of the last minutes are not worth a write-ahead log; a crash just empties them.
    id: '005_rate_limits',
    sql: `
      CREATE UNLOGGED TABLE rate_limits (
        bucket text NOT NULL,
        address text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (bucket, address)
      );
    `,
  },
  {
    // Webhooks and the CRM presets (functions/webhooks). An event's body is fixed when it is queued, so
    // every try sends the same bytes under the same webhook-id. The endpoints are written from the
    // settings at start; a 410 Gone disables one here, for every server. A delivery is claimed by
    // pushing next_attempt_at past its lease (as the mail outbox does) and tagged with the claim, so a
    // server whose lease ran out cannot overwrite the next server's result.
    id: '006_webhooks',
    sql: `
      CREATE TABLE webhook_endpoints (
        key text PRIMARY KEY,
        kind text NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        active boolean NOT NULL DEFAULT true,
        disabled_at timestamptz,
        disabled_reason text
      );

      CREATE TABLE webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE webhook_deliveries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id text NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
        endpoint text NOT NULL REFERENCES webhook_endpoints (key) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed', 'delivered', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claim text,
        last_status integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      );
      CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'failed');
      CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (status, id);
      CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);
    `,
  },
  {
    // Spam and privacy. The challenge solutions already accepted (each is accepted once, on every server),
    // kept until their challenge expires. Submissions refused as spam, kept apart from the leads so
    // they count for nothing (stats, duplicates, licences) until the team re-sends one. And a record
    // of each "Delete my data" request carried out: the address only as its SHA-256.
    id: '007_spam_and_privacy',
    sql: `
      CREATE TABLE spam_challenges_used (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX spam_challenges_used_expires_idx ON spam_challenges_used (expires_at);

      CREATE TABLE spam_submissions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        form text NOT NULL,
        source text NOT NULL DEFAULT '',
        name text NOT NULL DEFAULT '',
        email text NOT NULL,
        company text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resent_at timestamptz
      );
      CREATE INDEX spam_submissions_email_idx ON spam_submissions (lower(email));

      -- Which e-mail an outbox row is: the sales team's (the export's mail_status), the visitor's
      -- "We got your request", or a "Delete my data" link.
      ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'sales' CHECK (kind IN ('sales', 'confirmation', 'privacy'));

      CREATE TABLE privacy_deletions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email_hash text NOT NULL,
        link_id text NOT NULL UNIQUE,
        leads integer NOT NULL,
        spam integer NOT NULL,
        feedback integer NOT NULL,
        mails integer NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // "Was this answer helpful?" under an answer of /ask: the question asked and the
    // section cited (`/docs/…#anchor`), so the team sees which questions the Help Center fails.
    // Page votes keep both empty.
    id: '008_docs_feedback_question',
    sql: `
      ALTER TABLE docs_feedback
        ADD COLUMN question text NOT NULL DEFAULT '',
        ADD COLUMN section text NOT NULL DEFAULT '';
    `,
  },
  {
    // Where each lead came from (src/lib/attribution): the visit's campaign parameters, referring
    // site and landing page, and the page whose form was sent; and the form's language. On the
    // refused submissions too, so a re-sent one keeps them. '' where the visit had none; leads from
    // before are English. The summary (GET leads/summary) counts by these since a date.
    id: '009_lead_attribution_and_locale',
    sql: `
      ALTER TABLE leads
        ${ATTRIBUTION_COLUMNS_SQL},
        ADD COLUMN locale text NOT NULL DEFAULT 'en';
      ALTER TABLE spam_submissions
        ${ATTRIBUTION_COLUMNS_SQL},
        ADD COLUMN locale text NOT NULL DEFAULT 'en';
      ALTER TABLE docs_feedback ADD COLUMN locale text NOT NULL DEFAULT 'en';
      CREATE INDEX leads_created_idx ON leads (created_at);
    `,
  },
];

/** Applies the pending migrations in one transaction, under a lock so two servers starting together don't race. */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('budbot-leads-migrations', 0))`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set((await tx.query<{id: string}>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
