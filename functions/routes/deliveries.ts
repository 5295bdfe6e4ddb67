import {Hono, type MiddlewareHandler} from 'hono';
import * as z from 'zod';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {methodNotAllowed} from '../http/guards';
import {toCsv} from '../leads/csv';
import {DELIVERY_COLUMNS, DELIVERY_STATUSES, deliveryCells, type DeliveryStore} from '../webhooks/deliveries';

/** The functions of the deliveries, beside the leads export under the same token. */
export const DELIVERIES_FUNCTION = 'deliveries';

export type DeliveriesDeps = {
  deliveries: DeliveryStore;
  exportToken: string | undefined;
  /** The guard against guessing the export token, shared with the exports. */
  exportGuard: MiddlewareHandler;
  /** A delivery was re-sent: the worker should look now. */
  notify: () => void;
};

const statusField = z.enum(DELIVERY_STATUSES, {error: `status must be one of: ${DELIVERY_STATUSES.join(', ')}`});

const listQuerySchema = z.object({
  status: statusField.optional(),
  format: z.enum(['json', 'csv'], {error: 'format must be json or csv'}).optional().default('json'),
});

const retryQuerySchema = z.object({status: statusField});

const idSchema = z.coerce
  .number({error: 'The delivery id must be a whole number.'})
  .int('The delivery id must be a whole number.')
  .positive('The delivery id must be a whole number.')
  .max(2 ** 31 - 1, 'There is no such delivery.');

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

/**
 * `GET /deliveries?status=pending|failed|dead|delivered[&format=csv]` (every
 * one not delivered without a status), `POST /deliveries/{id}/retry`,
 * `POST /deliveries/retry?status=dead`: the team sees and re-sends webhook
 * and CRM deliveries, with the export token.
 */
export function deliveriesApp({deliveries, exportToken, exportGuard, notify}: DeliveriesDeps) {
  const app = new Hono();
  const guard = [exportGuard, requireExportToken(exportToken, 'deliveries')] as const;
  const base = `/${DELIVERIES_FUNCTION}`;

  app.get(base, ...guard, async (c) => {
    const {status, format} = parse(listQuerySchema, c.req.query());
    const rows = await deliveries.list(status);
    if (format === 'json') return c.json({data: rows});
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="budbot-deliveries-${status ?? 'undelivered'}-${day}.csv"`);
    return c.body(toCsv(DELIVERY_COLUMNS, rows.map(deliveryCells)), 200, {'Content-Type': 'text/csv; charset=utf-8'});
  });

  app.post(`${base}/retry`, ...guard, async (c) => {
    const {status} = parse(retryQuerySchema, c.req.query());
    const retried = await deliveries.retry({status});
    if (retried > 0) notify();
    return c.json({data: {retried}});
  });

  app.post(`${base}/:id/retry`, ...guard, async (c) => {
    const id = parse(idSchema, c.req.param('id'));
    const retried = await deliveries.retry({ids: [id]});
    if (retried === 0) throw new ApiError(404, 'There is no such delivery.');
    notify();
    return c.json({data: {retried}});
  });

  app.all(base, methodNotAllowed(['GET', 'HEAD']));
  app.all(`${base}/retry`, methodNotAllowed(['POST']));
  app.all(`${base}/:id/retry`, methodNotAllowed(['POST']));

  return app;
}
