import {Hono, type Context} from 'hono';
import {PRIVACY_DELETION} from '../../src/data/privacy';
import {DEFAULT_LOCALE} from '../../src/data/constants/locales';
import {localizedPath} from '../../src/lib/i18n/routes';
import {
  formSchemas,
  FUNCTION_NAMES,
  HONEYPOT_FIELD,
  privacyDeleteSchema,
  SPAM_CHALLENGE_FIELD,
} from '../../src/lib/forms/schemas';
import type {Database} from '../db/database';
import {ApiError} from '../http/errors';
import {
  jsonBody,
  limitBody,
  localizedJsonBody,
  methodNotAllowed,
  rateLimit,
  requireJson,
  type RateLimiter,
} from '../http/guards';
import {storableText} from '../http/storableText';
import type {Log} from '../mail/mailer';
import type {OutboxWorker} from '../mail/outbox';
import {privacyDeletionEmail} from '../mail/visitorEmail';
import type {PrivacyLinks} from '../privacy/links';
import type {createPrivacyStore} from '../privacy/store';
import type {SpamChallenge} from '../spam/challenge';

export type PrivacyDeps = {
  db: Database;
  privacy: ReturnType<typeof createPrivacyStore>;
  links: PrivacyLinks;
  challenge: SpamChallenge;
  outbox: OutboxWorker;
  limiter: RateLimiter;
  addressOf: (c: Context) => string;
  siteUrl: string;
  leadsTo: string;
  log: Log;
};

/** The page the confirmation link opens: it shows a button, and only the button's POST deletes. */
const PRIVACY_CONFIRM_PATH = '/privacy/delete';

/**
 * "Delete my data" (/privacy). `privacy-request` mails the address a signed
 * link, valid 24 h, and answers the same whether or not the address has data.
 * The link opens a page on the site (a GET that changes nothing, so a mail
 * scanner or a prefetch that follows it deletes nothing); its button posts the
 * token to `privacy-delete`, which deletes and answers what went. Both speak
 * the language of the page that sent them (the body's `locale`): a request
 * from a Spanish page gets the Spanish e-mail, linking the Spanish page.
 */
export function privacyApp({
  db,
  privacy,
  links,
  challenge,
  outbox,
  limiter,
  addressOf,
  siteUrl,
  leadsTo,
  log,
}: PrivacyDeps) {
  const guards = [rateLimit(limiter, addressOf), limitBody(), requireJson(), storableText()] as const;
  const app = new Hono();

  app.post(
    `/${FUNCTION_NAMES.privacyRequest}`,
    ...guards,
    localizedJsonBody((locale) => formSchemas(locale).privacyRequestSchema),
    async (c) => {
      const {email, locale = DEFAULT_LOCALE, [HONEYPOT_FIELD]: honeypot} = c.req.valid('json');
      const raw = (await c.req.json()) as Record<string, unknown>;
      await challenge.require(db, raw[SPAM_CHALLENGE_FIELD]);
      if (honeypot !== '') {
        log.info('[privacy] honeypot filled: no link sent');
      } else {
        const link = new URL(localizedPath(PRIVACY_CONFIRM_PATH, locale), siteUrl);
        link.searchParams.set('token', links.token(email));
        await privacy.queueLinkMail(privacyDeletionEmail(email, link.href, leadsTo, locale));
        outbox.notify();
      }
      return c.json({data: {sent: true}});
    },
  );

  app.post(`/${FUNCTION_NAMES.privacyDelete}`, ...guards, jsonBody(privacyDeleteSchema), async (c) => {
    const {token, locale = DEFAULT_LOCALE} = c.req.valid('json');
    const {messages} = PRIVACY_DELETION[locale];
    const check = links.check(token);
    if (!check.ok) throw new ApiError(check.reason === 'expired' ? 410 : 400, messages[check.reason]);
    const result = await privacy.deleteAddress(check.email, check.linkId);
    if (result.outcome === 'already-used') throw new ApiError(410, messages.used);
    // The lead.deleted event was queued with the deletion; the outbox's notify wakes the webhook worker too.
    outbox.notify();
    log.info(
      `[privacy] data of one address deleted: ${result.counts.leads} leads, ${result.counts.spam} spam, ${result.counts.feedback} feedback, ${result.counts.mails} e-mails`,
    );
    return c.json({data: {deleted: true, counts: result.counts}});
  });

  app.all(`/${FUNCTION_NAMES.privacyRequest}`, methodNotAllowed(['POST']));
  app.all(`/${FUNCTION_NAMES.privacyDelete}`, methodNotAllowed(['POST']));
  return app;
}
