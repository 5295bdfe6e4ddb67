import {Hono, type MiddlewareHandler} from 'hono';
import {FUNCTION_NAMES} from '../../src/lib/forms/schemas';
import {ApiError} from '../http/errors';
import {requireExportToken} from '../http/exportToken';
import {methodNotAllowed} from '../http/guards';
import type {Intake} from '../leads/intake';
import {attributionOf} from '../leads/store';
import type {SpamStore} from '../spam/store';

export type SpamDeps = {
  spam: SpamStore;
  intake: Intake;
  exportToken: string | undefined;
  exportGuard: MiddlewareHandler;
};

/** `spam-12` (the export's id of a refused submission) or `12`. */
const SPAM_ID = /^(?:spam-)?([1-9]\d{0,9})$/;

/**
 * `POST /spam/{id}/resend` with the export token: a submission refused as
 * spam that was a real lead is marked not spam and taken in like a new one
 * (stored, mailed to the sales inbox; a demo request's visitor gets the
 * confirmation). Once: a second call answers 409. A re-send that fails (the
 * conference sold out: 409 with its message) leaves the row to try again.
 */
export function spamApp({spam, intake, exportToken, exportGuard}: SpamDeps) {
  const app = new Hono();
  const path = `/${FUNCTION_NAMES.spam}/:id/resend`;

  app.post(path, exportGuard, requireExportToken(exportToken, 'leads'), async (c) => {
    const id = Number(SPAM_ID.exec(c.req.param('id') ?? '')?.[1] ?? NaN);
    if (!Number.isSafeInteger(id)) throw new ApiError(404, 'There is no such spam submission.');
    const taken = await spam.takeForResend(id);
    if (!taken) {
      if (await spam.find(id)) throw new ApiError(409, 'This submission was already re-sent.');
      throw new ApiError(404, 'There is no such spam submission.');
    }
    const {form, source, name, email, company, phone, message, locale, attribution} = taken;
    try {
      const {outcome} = await intake.accept({
        form,
        source,
        name,
        email,
        company,
        phone,
        message,
        locale,
        attribution: attributionOf(attribution),
      });
      return c.json({data: {id: taken.id, outcome}});
    } catch (error) {
      await spam.release(taken.id).catch(() => undefined);
      throw error;
    }
  });

  app.all(path, methodNotAllowed(['POST']));
  return app;
}
