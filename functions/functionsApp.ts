import {Hono, type Context} from 'hono';
import {cors} from 'hono/cors';
import {getConnInfo} from '@hono/node-server/conninfo';
import type {Database} from './db/database';
import {createFeedbackStore} from './feedback/store';
import {ApiError, errorResponse} from './http/errors';
import {createRateLimiter} from './http/guards';
import type {LeadStore} from './leads/store';
import type {Log} from './mail/mailer';
import type {OutboxWorker} from './mail/outbox';
import {feedbackApp} from './routes/feedback';
import {readsApp} from './routes/reads';
import {submissionsApp} from './routes/submissions';
import {limitWrongTokens} from './security';
import {FUNCTION_NAMES} from '../src/lib/forms/schemas';

export type FunctionsDeps = {
  db: Database;
  store: LeadStore;
  outbox: OutboxWorker;
  log: Log;
  siteUrl: string;
  leadsTo: string;
  exportToken: string | undefined;
  rateLimit: number;
  /** Who is sending: the TCP peer by default; tests name their own. */
  addressOf?: (c: Context) => string;
};

/** The TCP peer's address (node server); requests without a socket (app.request in tests) share one bucket. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * CORS lets in the site's own origin (SITE_URL) and the origin the request
 * was addressed to; any other origin gets no CORS headers, so browsers keep
 * other sites from posting or reading.
 */
function allowedOrigin(siteUrl: string) {
  const site = new URL(siteUrl).origin;
  return (origin: string, c: Context): string | null => {
    if (origin === site) return origin;
    try {
      return new URL(origin).host === c.req.header('host') ? origin : null;
    } catch {
      return null;
    }
  };
}

/** Every function under the functions base path (decisions.md "Lead capture is real"). */
export function createFunctionsApp(deps: FunctionsDeps) {
  const {db, store, outbox, log} = deps;
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(cors({origin: allowedOrigin(deps.siteUrl), allowMethods: ['GET', 'HEAD', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600}));

  const addressOf = deps.addressOf ?? peerAddress;
  // One budget per address for every POST, and one count of wrong tokens for both exports.
  const limiter = createRateLimiter({limit: deps.rateLimit});
  const exportGuard = limitWrongTokens({addressOf});

  app.route('/', submissionsApp({store, outbox, log, leadsTo: deps.leadsTo, limiter, addressOf}));
  app.use(`/${FUNCTION_NAMES.leads}`, exportGuard);
  app.route('/', readsApp({db, store, exportToken: deps.exportToken}));
  app.route('/', feedbackApp({feedback: createFeedbackStore(db), limiter, addressOf, exportToken: deps.exportToken, exportGuard, log}));

  // Unknown functions answer in JSON here instead of falling through to the site's 404 page.
  app.all('*', () => {
    throw new ApiError(404, 'There is no such function.');
  });
  app.onError((error, c) => errorResponse(error, c, log));

  return app;
}
