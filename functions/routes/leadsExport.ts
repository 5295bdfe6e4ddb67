import {Hono, type MiddlewareHandler} from 'hono';
import * as z from 'zod';
import {FUNCTION_NAMES, LEAD_FORMS} from '../../src/lib/forms/schemas';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {methodNotAllowed} from '../http/guards';
import {toCsv} from '../leads/csv';
import {SUMMARY_COLUMNS, type LeadStore, type SummaryBy} from '../leads/store';
import {ATTRIBUTION_FIELDS} from '../../src/lib/attribution/fields';
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

/** The summary's path under the leads function. */
export const SUMMARY_PATH = 'summary';

const SUMMARY_BY = Object.keys(SUMMARY_COLUMNS) as [SummaryBy, ...SummaryBy[]];

/** A calendar day that exists (2026-02-30 does not). */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const summaryQuerySchema = z.object({
  by: z.enum(SUMMARY_BY, {error: `by must be one of: ${SUMMARY_BY.join(', ')}`}),
  since: z.string().refine(isDay, 'since must be a day as YYYY-MM-DD').optional(),
  format: z.enum(['json', 'csv'], {error: 'format must be json or csv'}).optional().default('json'),
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
          ...ATTRIBUTION_FIELDS.map((field) => lead.attribution[field]),
          lead.locale,
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
          ...ATTRIBUTION_FIELDS.map((field) => row.attribution[field]),
          row.locale,
        ],
      ]),
    ];
    rows.sort((a, b) => a[0].getTime() - b[0].getTime());
    const csv = toCsv(
      // mail_status: the sales e-mail's delivery (pending, sent, or dead after the last retry).
      // status: lead, spam (refused: spam_reason says why) or resent (a refused one taken in since).
      // Then where the lead came from and the form's language: new columns go at the end, as the
      // team's spreadsheets read the earlier ones by position.
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
        ...ATTRIBUTION_FIELDS,
        'locale',
      ],
      rows.map(([, row]) => row),
    );
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="budbot-leads-${form ?? 'all'}-${day}.csv"`);
    return c.body(csv, 200, {'Content-Type': 'text/csv; charset=utf-8'});
  });

  /**
   * `GET leads/summary?by=campaign&since=2026-11-01`: leads and refused submissions per value of
   * one attribution column (or the language), as JSON or CSV. The team's first look at what brings
   * leads, before a CRM.
   */
  app.get(
    `/${FUNCTION_NAMES.leads}/${SUMMARY_PATH}`,
    exportGuard,
    requireExportToken(exportToken, 'leads'),
    async (c) => {
      const query = summaryQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new ApiError(400, query.error.issues.map((issue) => issue.message).join('; '));
      const {by, since, format} = query.data;
      const rows = await store.summary(SUMMARY_COLUMNS[by], since ?? null);
      const total = rows.reduce((sum, row) => ({leads: sum.leads + row.leads, spam: sum.spam + row.spam}), {
        leads: 0,
        spam: 0,
      });
      if (format === 'json') return c.json({data: {by, since: since ?? null, rows, total}});
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="budbot-leads-by-${by}-${day}.csv"`);
      return c.body(
        toCsv(
          [by, 'leads', 'spam'],
          rows.map((row) => [row.value, row.leads, row.spam]),
        ),
        200,
        {'Content-Type': 'text/csv; charset=utf-8'},
      );
    },
  );

  app.all(`/${FUNCTION_NAMES.leads}`, methodNotAllowed(['GET', 'HEAD']));
  app.all(`/${FUNCTION_NAMES.leads}/${SUMMARY_PATH}`, methodNotAllowed(['GET', 'HEAD']));

  return app;
}
