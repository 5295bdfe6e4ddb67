import {Hono, type Context, type MiddlewareHandler} from 'hono';
import * as z from 'zod';
import {docsFeedbackSchema, FUNCTION_NAMES, HONEYPOT_FIELD} from '../../src/lib/forms/schemas';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {jsonBody, limitBody, methodNotAllowed, rateLimit, requireJson, type RateLimiter} from '../http/guards';
import type {FeedbackStore} from '../feedback/store';
import {toCsv} from '../leads/csv';
import type {Log} from '../mail/mailer';
import {storableText} from '../http/storableText';

export type FeedbackDeps = {
  feedback: FeedbackStore;
  limiter: RateLimiter;
  addressOf: (c: Context) => string;
  exportToken: string | undefined;
  /** The guard against guessing the export token, shared with the leads export. */
  exportGuard: MiddlewareHandler;
  log: Log;
};

const exportQuerySchema = z.object({format: z.literal('csv', {error: 'format must be csv'}).optional().default('csv')});

/** "Was this page helpful?" votes from the Help Center and "Was this answer helpful?" from /ask, and their CSV for the team. */
export function feedbackApp({feedback, limiter, addressOf, exportToken, exportGuard, log}: FeedbackDeps) {
  const app = new Hono();

  // The same guards in the same order as the lead forms (routes/submissions.ts).
  app.post(
    `/${FUNCTION_NAMES.docsFeedback}`,
    rateLimit(limiter, addressOf),
    limitBody(),
    requireJson(),
    storableText(),
    jsonBody(docsFeedbackSchema),
    async (c) => {
      const {page, helpful, comment, question, section, locale, [HONEYPOT_FIELD]: honeypot} = c.req.valid('json');
      if (honeypot === '') await feedback.add({page, helpful, comment, question, section, locale});
      else log.info('[feedback] honeypot filled: vote dropped');
      return c.json({data: {received: true}});
    },
  );

  app.get(`/${FUNCTION_NAMES.feedbackExport}`, exportGuard, requireExportToken(exportToken, 'feedback'), async (c) => {
    const query = exportQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, query.error.issues.map((issue) => issue.message).join('; '));
    const votes = await feedback.list();
    // New columns go at the end: the team's spreadsheets read the earlier ones by position.
    const csv = toCsv(
      ['created_at', 'page', 'helpful', 'comment', 'question', 'section', 'locale'],
      votes.map((vote) => [
        vote.createdAt,
        vote.page,
        String(vote.helpful),
        vote.comment,
        vote.question,
        vote.section,
        vote.locale,
      ]),
    );
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="budbot-docs-feedback-${day}.csv"`);
    return c.body(csv, 200, {'Content-Type': 'text/csv; charset=utf-8'});
  });

  app.all(`/${FUNCTION_NAMES.docsFeedback}`, methodNotAllowed(['POST']));
  app.all(`/${FUNCTION_NAMES.feedbackExport}`, methodNotAllowed(['GET', 'HEAD']));

  return app;
}
