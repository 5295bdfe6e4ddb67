import {Hono, type MiddlewareHandler} from 'hono';
import * as z from 'zod';
import {FUNCTION_NAMES, LEAD_FORMS} from '../../src/lib/forms/schemas';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {methodNotAllowed} from '../http/guards';
import {toCsv} from '../leads/csv';
import type {LeadStore} from '../leads/store';
import type {SpamStore} from '../spam/store';

export type LeadsExportDeps = {
  store: LeadStore;
  spam: SpamStore;
  exportToken: string | undefined;
  /** The guard against guessing the export token (limitWrongTokens), shared with the feedback export. */
  exportGuard: MiddlewareHandler;
};

const exportQuerySchema = z.object({
  form: z.enum(LEAD_FORMS, {error: `form must be one of: ${LEAD_FORMS.join(', ')}`}).optional(),
  format: z.literal('csv', {error: 'format must be csv'}).optional().default('csv'),
});

/** The sales team's CSV of the leads, behind the export token. */
export function leadsExportApp({store, spam, exportToken, exportGuard}: LeadsExportDeps) {
  const app = new Hono();

  app.get(`/${FUNCTION_NAMES.leads}`, exportGuard, requireExportToken(exportToken, 'leads'), async (c) => {
    const query = exportQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, query.error.issues.map((issue) => issue.message).join('; '));
    const {form} = query.data;
    const [leads, refused] = await Promise.all([store.list(form), spam.list(form)]);
    type Row = (string | number | Date | null)[];
    const rows: [Date, Row][] = [
      ...leads.map((lead): [Date, Row] => [
        lead.createdAt,
        [
          lead.id,
          lead.createdAt,
          lead.form,
          lead.source,
          lead.name,
          lead.email,
          lead.company,
          lead.phone,
          lead.message,
          lead.mailStatus,
          'lead',
          '',
        ],
      ]),
      // A refused submission: its id is spam-N (POST /spam/spam-N/resend takes it in), no e-mail was sent.
      ...refused.map((row): [Date, Row] => [
        row.createdAt,
        [
          `spam-${row.id}`,
          row.createdAt,
          row.form,
          row.source,
          row.name,
          row.email,
          row.company,
          row.phone,
          row.message,
          '',
          row.resentAt ? 'resent' : 'spam',
          row.reason,
        ],
      ]),
    ];
    rows.sort((a, b) => a[0].getTime() - b[0].getTime());
    const csv = toCsv(
      // mail_status: the sales e-mail's delivery (pending, sent, or dead after the last retry).
      // status: lead, spam (refused: spam_reason says why) or resent (a refused one taken in since).
      [
        'id',
        'created_at',
        'form',
        'source',
        'name',
        'email',
        'company',
        'phone',
        'message',
        'mail_status',
        'status',
        'spam_reason',
      ],
      rows.map(([, row]) => row),
    );
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="budbot-leads-${form ?? 'all'}-${day}.csv"`);
    return c.body(csv, 200, {'Content-Type': 'text/csv; charset=utf-8'});
  });

  app.all(`/${FUNCTION_NAMES.leads}`, methodNotAllowed(['GET', 'HEAD']));

  return app;
}
