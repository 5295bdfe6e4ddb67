import {Hono, type Context} from 'hono';
import {
  conferenceSchema,
  demoRequestBodySchema,
  FUNCTION_NAMES,
  HONEYPOT_FIELD,
  newsletterSchema,
  waitlistSchema,
} from '../../src/lib/forms/schemas';
import {soldOutMessage} from '../../src/lib/forms/messages';
import {ApiError} from '../http/errors';
import {jsonBody, limitBody, methodNotAllowed, rateLimit, requireJson, type RateLimiter} from '../http/guards';
import type {Lead, LeadStore} from '../leads/store';
import {leadEmail} from '../mail/leadEmail';
import type {Log} from '../mail/mailer';
import type {OutboxWorker} from '../mail/outbox';
import {storableText} from '../http/storableText';

export type SubmissionDeps = {
  store: LeadStore;
  outbox: OutboxWorker;
  limiter: RateLimiter;
  addressOf: (c: Context) => string;
  leadsTo: string;
  log: Log;
};

/**
 * The four form functions. Each runs the same guards in the same order
 * (rate limit 429, size 413, JSON 415, parse 400), then stores the lead and
 * queues its e-mail in one transaction before answering. A filled honeypot
 * gets the same success answer and is stored nowhere.
 */
export function submissionsApp({store, outbox, limiter, addressOf, leadsTo, log}: SubmissionDeps) {
  const guards = [rateLimit(limiter, addressOf), limitBody(), requireJson(), storableText()] as const;

  const isBot = (body: {[HONEYPOT_FIELD]: string}) => {
    if (body[HONEYPOT_FIELD] === '') return false;
    log.info('[leads] honeypot filled: submission dropped');
    return true;
  };

  const save = async (lead: Lead) => {
    const outcome = await store.submit(lead, leadEmail(lead, leadsTo));
    if (outcome === 'created') outbox.notify();
    return outcome;
  };

  const app = new Hono();

  app.post(`/${FUNCTION_NAMES.demoRequest}`, ...guards, jsonBody(demoRequestBodySchema), async (c) => {
    const body = c.req.valid('json');
    if (!isBot(body)) {
      const {name, email, phone, company, message, source} = body;
      await save({form: 'demo-request', source, name, email, phone, company, message});
    }
    return c.json({data: {received: true}});
  });

  app.post(`/${FUNCTION_NAMES.waitlist}`, ...guards, jsonBody(waitlistSchema), async (c) => {
    const body = c.req.valid('json');
    if (!isBot(body)) {
      const {name, email, companyName} = body;
      await save({form: 'waitlist', source: 'waitlist', name, email, company: companyName, phone: '', message: ''});
    }
    return c.json({data: await store.waitlistStats()});
  });

  app.post(`/${FUNCTION_NAMES.conference}`, ...guards, jsonBody(conferenceSchema), async (c) => {
    const body = c.req.valid('json');
    if (isBot(body)) return c.json({data: await store.conferenceStats()});
    const {name, email, companyName, phoneNumber = ''} = body;
    const lead: Lead = {form: 'mj-signup', source: 'mj-unpacked', name, email, company: companyName, phone: phoneNumber, message: ''};
    const {outcome, stats} = await store.claimLicense(lead, leadEmail(lead, leadsTo));
    if (outcome === 'sold-out') throw new ApiError(409, soldOutMessage(stats.total));
    if (outcome === 'created') outbox.notify();
    return c.json({data: stats});
  });

  app.post(`/${FUNCTION_NAMES.newsletter}`, ...guards, jsonBody(newsletterSchema), async (c) => {
    const body = c.req.valid('json');
    if (!isBot(body)) {
      await save({form: 'newsletter', source: body.source, name: '', email: body.email, company: '', phone: '', message: ''});
    }
    return c.json({data: {subscribed: true}});
  });

  for (const name of [FUNCTION_NAMES.demoRequest, FUNCTION_NAMES.waitlist, FUNCTION_NAMES.conference, FUNCTION_NAMES.newsletter]) {
    app.all(`/${name}`, methodNotAllowed(['POST']));
  }

  return app;
}
