import path from 'node:path';
import {Hono, type Context} from 'hono';
import {functionsBasePath, type Config} from './config';
import {openDatabase, type Database, type DatabaseOptions} from './db/database';
import {migrate} from './db/migrations';
import {createFunctionsApp} from './functionsApp';
import {createLeadStore, type LeadStore} from './leads/store';
import {logMailer, smtpMailer, type Log, type Mailer} from './mail/mailer';
import {createOutboxWorker, type OutboxOptions, type OutboxWorker} from './mail/outbox';
import {loadBuiltRedirects, redirectsMiddleware} from './redirects';
import {securityHeaders} from './http/securityHeaders';
import {createStaticApp} from './static';
import {endpointsFrom} from './webhooks/settings';
import {createWebhookWorker, syncEndpoints, type WebhookWorker, type WebhookWorkerOptions} from './webhooks/worker';
import {createPrivacyLinks} from './privacy/links';
import {createSpamChallenge} from './spam/challenge';

export type AppOptions = {
  /** Serve the built site (BUILD_DIR) beside the functions; off for `npm start`'s functions-only server. */
  serveSite?: boolean;
  /** Database override (tests pick a PGlite folder or a Postgres schema). */
  database?: DatabaseOptions;
  mailer?: Mailer;
  log?: Log;
  outbox?: Partial<OutboxOptions>;
  /** The webhook worker's timings (tests shorten the lease and the poll). */
  webhooks?: Partial<WebhookWorkerOptions>;
  /** Start the outbox and webhook workers (default true); tests drive them by hand. */
  startWorker?: boolean;
  addressOf?: (c: Context) => string;
};

export type LeadsApp = {
  app: Hono;
  db: Database;
  store: LeadStore;
  outbox: OutboxWorker;
  webhooks: WebhookWorker;
  /** Stops the workers (after the deliveries in flight) and closes the database. */
  close(): Promise<void>;
};

export function databaseOptionsFrom(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
): DatabaseOptions {
  return config.DATABASE_URL
    ? {kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE}
    : {kind: 'pglite', dataDir: config.DATA_DIR};
}

/**
 * The whole server: the lead functions at the functions base path and, by
 * default, the built site. Opens the database and applies the migrations
 * first, so a server that starts can store leads.
 */
export async function createApp(config: Config, options: AppOptions = {}): Promise<LeadsApp> {
  const log = options.log ?? console;
  const db = await openDatabase(options.database ?? databaseOptionsFrom(config));
  const endpoints = endpointsFrom(config);
  // With an endpoint configured, each lead and vote queues its event in its own transaction.
  const events = endpoints.length > 0;
  const store = createLeadStore(db, {events});
  try {
    await migrate(db);
    await store.seed();
    await syncEndpoints(db, endpoints);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  const mailer = options.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.LEADS_TO) : logMailer(log));
  const outbox = createOutboxWorker(db, mailer, log, options.outbox);
  const webhooks = createWebhookWorker(db, endpoints, log, {
    siteUrl: config.SITE_URL,
    schedule: config.LEADS_WEBHOOK_RETRY_SCHEDULE,
    ...options.webhooks,
  });
  if (options.startWorker ?? true) {
    outbox.start();
    webhooks.start();
  }

  const app = new Hono();
  // Site-wide middleware (redirects, headers) goes here, before the routes.
  app.use(
    '*',
    securityHeaders({
      buildDir: (options.serveSite ?? true) ? path.resolve(config.BUILD_DIR) : undefined,
      functionsUrl: config.FUNCTIONS_URL,
    }),
  );
  // Aliases answer 301 before the static app could serve their alias pages (plugins/redirects).
  if (options.serveSite ?? true) app.use('*', redirectsMiddleware(loadBuiltRedirects(path.resolve(config.BUILD_DIR))));
  app.route(
    functionsBasePath(config),
    createFunctionsApp({
      db,
      store,
      outbox,
      webhooks,
      events,
      log,
      siteUrl: config.SITE_URL,
      leadsTo: config.LEADS_TO,
      exportToken: config.LEADS_EXPORT_TOKEN,
      rateLimit: config.RATE_LIMIT,
      challenge: createSpamChallenge({enabled: config.SPAM_CHALLENGE === 'on', key: config.SPAM_CHALLENGE_KEY}),
      confirmationMail: config.LEADS_CONFIRMATION_MAIL === 'on',
      privacyLinks: createPrivacyLinks({key: config.PRIVACY_LINK_KEY}),
      trustedProxies: config.TRUSTED_PROXIES,
      addressOf: options.addressOf,
    }),
  );
  if (options.serveSite ?? true) app.route('/', createStaticApp({root: path.resolve(config.BUILD_DIR)}));

  return {
    app,
    db,
    store,
    outbox,
    webhooks,
    async close() {
      await Promise.all([outbox.stop(), webhooks.stop()]);
      mailer.close();
      await db.close();
    },
  };
}
