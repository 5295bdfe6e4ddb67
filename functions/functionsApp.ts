import {Hono, type Context} from 'hono';
import {cors} from 'hono/cors';
import type {Database} from './db/database';
import {createFeedbackStore} from './feedback/store';
import {clientAddressOf} from './http/clientAddress';
import {ApiError, errorResponse} from './http/errors';
import {EXPORT_TOKEN_ATTEMPTS, limitWrongTokens} from './http/exportToken';
import {rateLimiterFor} from './http/sharedRateLimiter';
import {createIntake} from './leads/intake';
import type {LeadStore} from './leads/store';
import type {Log} from './mail/mailer';
import type {OutboxWorker} from './mail/outbox';
import type {PrivacyLinks} from './privacy/links';
import {createPrivacyStore} from './privacy/store';
import {feedbackApp} from './routes/feedback';
import {leadsExportApp} from './routes/leadsExport';
import {privacyApp} from './routes/privacy';
import {publicStatsApp} from './routes/publicStats';
import {spamApp} from './routes/spam';
import {submissionsApp} from './routes/submissions';
import {deliveriesApp} from './routes/deliveries';
import type {SpamChallenge} from './spam/challenge';
import {createSpamStore} from './spam/store';
import {createDeliveryStore} from './webhooks/deliveries';
import type {WebhookWorker} from './webhooks/worker';

export type FunctionsDeps = {
  db: Database;
  store: LeadStore;
  outbox: OutboxWorker;
  /** Delivers the events to the webhooks and CRM presets. */
  webhooks: Pick<WebhookWorker, 'notify'>;
  /** Queue events with leads and votes (an endpoint is configured). */
  events: boolean;
  log: Log;
  siteUrl: string;
  leadsTo: string;
  exportToken: string | undefined;
  rateLimit: number;
  /** The forms' proof-of-work challenge (SPAM_CHALLENGE, SPAM_CHALLENGE_KEY). */
  challenge: SpamChallenge;
  /** LEADS_CONFIRMATION_MAIL: "We got your request" to whoever asks for a demo. */
  confirmationMail: boolean;
  /** The signed "Delete my data" links (PRIVACY_LINK_KEY). */
  privacyLinks: PrivacyLinks;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client (http/clientAddress.ts). */
  trustedProxies?: readonly string[];
  /** Who is sending: the TCP peer (or the client behind a trusted proxy) by default; tests name their own. */
  addressOf?: (c: Context) => string;
};

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

/** Every function under the functions base path (docs-engineering/decisions.md#lead-endpoints). */
export function createFunctionsApp(deps: FunctionsDeps) {
  const {db, store, log, webhooks} = deps;
  // A new lead has an e-mail and, with webhooks, deliveries to send: both workers look at once.
  const outbox = {
    ...deps.outbox,
    notify() {
      deps.outbox.notify();
      webhooks.notify();
    },
  };
  const feedback = createFeedbackStore(db, {events: deps.events});
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    cors({
      origin: allowedOrigin(deps.siteUrl),
      allowMethods: ['GET', 'HEAD', 'POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  const addressOf = deps.addressOf ?? clientAddressOf(deps.trustedProxies);
  // One budget per address for every POST, and one count of wrong tokens for both exports;
  // in Postgres, so that servers sharing it share the counts.
  const limiter = rateLimiterFor(db, {bucket: 'submissions', limit: deps.rateLimit});
  const exportGuard = limitWrongTokens({
    addressOf,
    limiter: rateLimiterFor(db, {bucket: 'export-token', ...EXPORT_TOKEN_ATTEMPTS}),
  });
  const {exportToken} = deps;

  const {challenge, leadsTo} = deps;
  const spam = createSpamStore(db);
  const intake = createIntake({store, outbox, leadsTo, confirmationMail: deps.confirmationMail});

  app.route('/', submissionsApp({db, store, intake, spam, challenge, log, limiter, addressOf}));
  app.route('/', publicStatsApp({db, store}));
  app.route('/', leadsExportApp({store, spam, exportToken, exportGuard}));
  app.route('/', spamApp({spam, intake, exportToken, exportGuard}));
  app.route(
    '/',
    privacyApp({
      db,
      privacy: createPrivacyStore(db),
      links: deps.privacyLinks,
      challenge,
      outbox,
      limiter,
      addressOf,
      siteUrl: deps.siteUrl,
      leadsTo,
      log,
    }),
  );
  app.route(
    '/',
    feedbackApp({
      feedback: {
        ...feedback,
        async add(vote) {
          await feedback.add(vote);
          webhooks.notify();
        },
      },
      limiter,
      addressOf,
      exportToken,
      exportGuard,
      log,
    }),
  );
  app.route(
    '/',
    deliveriesApp({deliveries: createDeliveryStore(db), exportToken, exportGuard, notify: webhooks.notify}),
  );

  // Unknown functions answer in JSON here instead of falling through to the site's 404 page.
  app.all('*', () => {
    throw new ApiError(404, 'There is no such function.');
  });
  app.onError((error, c) => errorResponse(error, c, log));

  return app;
}
