import {Hono, type Context} from 'hono';
import {formSchemas, FUNCTION_NAMES, HONEYPOT_FIELD, SPAM_CHALLENGE_FIELD} from '../../src/lib/forms/schemas';
import type {Attribution} from '../../src/lib/attribution/fields';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/constants/locales';
import type {Database} from '../db/database';
import {limitBody, localizedJsonBody, methodNotAllowed, rateLimit, requireJson, type RateLimiter} from '../http/guards';
import type {Intake} from '../leads/intake';
import type {Lead, LeadStore} from '../leads/store';
import type {Log} from '../mail/mailer';
import type {SpamChallenge} from '../spam/challenge';
import type {SpamStore} from '../spam/store';
import {storableText} from '../http/storableText';

/** The language and attribution every parsed lead body carries. */
const contextOf = (body: {locale?: Locale; attribution?: Attribution}) => ({
  locale: body.locale ?? DEFAULT_LOCALE,
  attribution: body.attribution ?? {},
});

export type SubmissionDeps = {
  db: Database;
  store: LeadStore;
  intake: Intake;
  spam: SpamStore;
  challenge: SpamChallenge;
  limiter: RateLimiter;
  addressOf: (c: Context) => string;
  log: Log;
};

/**
 * The four form functions. Each runs the same guards in the same order
 * (rate limit 429, size 413, JSON 415, parse 400, then the anti-spam
 * challenge 400), then stores the lead and queues its e-mail in one
 * transaction before answering. The rules and their answers are worded in
 * the body's `locale`; the lead keeps that language and its attribution
 * (cleaned by the schema: never a reason for a 400). A filled honeypot gets the same success
 * answer, and the submission is recorded as spam: not stored as a lead, not
 * mailed, but in the export with its reason (spam/store.ts).
 */
export function submissionsApp({db, store, intake, spam, challenge, limiter, addressOf, log}: SubmissionDeps) {
  const guards = [rateLimit(limiter, addressOf), limitBody(), requireJson(), storableText()] as const;

  /**
   * The challenge, after the fields parsed (so a visitor who fixes a field can send the same solution),
   * then the honeypot: only a submission that solved the challenge is worth keeping as spam.
   */
  const refusedAsSpam = async (c: Context, body: {[HONEYPOT_FIELD]: string}, lead: Lead): Promise<boolean> => {
    const raw: unknown = await c.req.json();
    await challenge.require(
      db,
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[SPAM_CHALLENGE_FIELD] : undefined,
      lead.locale,
    );
    if (body[HONEYPOT_FIELD] === '') return false;
    log.info(`[leads] honeypot filled: ${lead.form} submission recorded as spam`);
    await spam.record(lead, 'honeypot');
    return true;
  };

  const app = new Hono();

  app.post(
    `/${FUNCTION_NAMES.demoRequest}`,
    ...guards,
    localizedJsonBody((locale) => formSchemas(locale).demoRequestBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const {name, email, phone, company, message, source} = body;
      const lead: Lead = {form: 'demo-request', source, name, email, phone, company, message, ...contextOf(body)};
      if (!(await refusedAsSpam(c, body, lead))) await intake.accept(lead);
      return c.json({data: {received: true}});
    },
  );

  app.post(
    `/${FUNCTION_NAMES.waitlist}`,
    ...guards,
    localizedJsonBody((locale) => formSchemas(locale).waitlistSchema),
    async (c) => {
      const body = c.req.valid('json');
      const {name, email, companyName} = body;
      const lead: Lead = {
        form: 'waitlist',
        source: 'waitlist',
        name,
        email,
        company: companyName,
        phone: '',
        message: '',
        ...contextOf(body),
      };
      if (!(await refusedAsSpam(c, body, lead))) await intake.accept(lead);
      return c.json({data: await store.waitlistStats()});
    },
  );

  app.post(
    `/${FUNCTION_NAMES.conference}`,
    ...guards,
    localizedJsonBody((locale) => formSchemas(locale).conferenceSchema),
    async (c) => {
      const body = c.req.valid('json');
      const {name, email, companyName, phoneNumber = ''} = body;
      const lead: Lead = {
        form: 'mj-signup',
        source: 'mj-unpacked',
        name,
        email,
        company: companyName,
        phone: phoneNumber,
        message: '',
        ...contextOf(body),
      };
      if (await refusedAsSpam(c, body, lead)) return c.json({data: await store.conferenceStats()});
      const {stats} = await intake.accept(lead);
      return c.json({data: stats!});
    },
  );

  app.post(
    `/${FUNCTION_NAMES.newsletter}`,
    ...guards,
    localizedJsonBody((locale) => formSchemas(locale).newsletterSchema),
    async (c) => {
      const body = c.req.valid('json');
      const lead: Lead = {
        form: 'newsletter',
        source: body.source,
        name: '',
        email: body.email,
        company: '',
        phone: '',
        message: '',
        ...contextOf(body),
      };
      if (!(await refusedAsSpam(c, body, lead))) await intake.accept(lead);
      return c.json({data: {subscribed: true}});
    },
  );

  app.get(`/${FUNCTION_NAMES.challenge}`, async (c) => c.json({data: await challenge.issue()}));

  for (const name of [
    FUNCTION_NAMES.demoRequest,
    FUNCTION_NAMES.waitlist,
    FUNCTION_NAMES.conference,
    FUNCTION_NAMES.newsletter,
  ]) {
    app.all(`/${name}`, methodNotAllowed(['POST']));
  }
  app.all(`/${FUNCTION_NAMES.challenge}`, methodNotAllowed(['GET', 'HEAD']));

  return app;
}
