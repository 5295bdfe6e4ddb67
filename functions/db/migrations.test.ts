import {afterAll, describe, expect, it} from 'vitest';
import {createLeadStore, type Lead} from '../leads/store';
import {leadEmail} from '../mail/leadEmail';
import {pgliteBackend} from '../testing/backends';
import {openDatabase} from './database';
import {migrate, MIGRATIONS} from './migrations';

const backend = pgliteBackend();
afterAll(() => backend.cleanup());

const lead = (form: Lead['form'], email: string): Lead => ({
  form,
  source: 'test',
  name: 'Priya',
  email,
  company: 'Green Leaf',
  phone: '',
  message: '',
});

describe('002_lead_submitters on a database that already holds leads', () => {
  it('takes over the existing leads, so their addresses stay duplicates', async () => {
    const db = await openDatabase(backend.options);
    try {
      // The database as the first release left it: only migration 001, with leads in it.
      await db.exec(MIGRATIONS[0]!.sql);
      await db.exec(
        `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      await db.query(`INSERT INTO schema_migrations (id) VALUES ($1)`, [MIGRATIONS[0]!.id]);
      await db.exec(`
        INSERT INTO leads (form, email, created_at) VALUES
          ('newsletter', 'Recent@Example.com', now() - interval '1 hour'),
          ('newsletter', 'old@example.com', now() - interval '3 days'),
          ('demo-request', 'recent@example.com', now() - interval '30 hours');
      `);

      expect(await migrate(db)).toEqual(MIGRATIONS.slice(1).map((m) => m.id));
      expect(await db.query(`SELECT form, email_key FROM lead_submitters ORDER BY form, email_key`)).toEqual([
        {form: 'demo-request', email_key: 'recent@example.com'},
        {form: 'newsletter', email_key: 'old@example.com'},
        {form: 'newsletter', email_key: 'recent@example.com'},
      ]);

      const store = createLeadStore(db);
      const submit = (l: Lead) => store.submit(l, leadEmail(l, 'sales@example.com'));
      expect(await submit(lead('newsletter', 'recent@example.com'))).toBe('duplicate');
      expect(await submit(lead('newsletter', 'old@example.com'))).toBe('created');
      expect(await submit(lead('demo-request', 'recent@example.com'))).toBe('created');
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
