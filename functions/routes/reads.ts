import {Hono} from 'hono';
import * as z from 'zod';
import {FUNCTION_NAMES, LEAD_FORMS} from '../../src/lib/forms/schemas';
import type {Database} from '../db/database';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {methodNotAllowed} from '../http/guards';
import {toCsv} from '../leads/csv';
import type {LeadStore} from '../leads/store';

export type ReadDeps = {db: Database; store: LeadStore; exportToken: string | undefined};

const exportQuerySchema = z.object({
  form: z.enum(LEAD_FORMS, {error: `form must be one of: ${LEAD_FORMS.join(', ')}`}).optional(),
  format: z.literal('csv', {error: 'format must be csv'}).optional().default('csv'),
});

/** Health, the public counters of the waitlist and conference pages, and the sales team's export. */
export function readsApp({db, store, exportToken}: ReadDeps) {
  const app = new Hono();

  app.get(`/${FUNCTION_NAMES.health}`, async (c) => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw new ApiError(503, 'The lead database is not reachable.');
    }
    return c.json({data: {status: 'ok'}});
  });

  app.get(`/${FUNCTION_NAMES.waitlistStats}`, async (c) => c.json({data: await store.waitlistStats()}));

  app.get(`/${FUNCTION_NAMES.conferenceStats}`, async (c) => c.json({data: await store.conferenceStats()}));

  app.get(`/${FUNCTION_NAMES.leads}`, requireExportToken(exportToken, 'leads'), async (c) => {
    const query = exportQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, query.error.issues.map((issue) => issue.message).join('; '));
    const {form} = query.data;
    const leads = await store.list(form);
    const csv = toCsv(
      // mail_status: the sales e-mail's delivery (pending, sent, or dead after the last retry).
      ['id', 'created_at', 'form', 'source', 'name', 'email', 'company', 'phone', 'message', 'mail_status'],
      leads.map((lead) => [lead.id, lead.createdAt, lead.form, lead.source, lead.name, lead.email, lead.company, lead.phone, lead.message, lead.mailStatus]),
    );
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="budbot-leads-${form ?? 'all'}-${day}.csv"`);
    return c.body(csv, 200, {'Content-Type': 'text/csv; charset=utf-8'});
  });

  for (const name of [FUNCTION_NAMES.health, FUNCTION_NAMES.waitlistStats, FUNCTION_NAMES.conferenceStats, FUNCTION_NAMES.leads]) {
    app.all(`/${name}`, methodNotAllowed(['GET', 'HEAD']));
  }

  return app;
}
