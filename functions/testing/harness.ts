import {afterAll, beforeAll, beforeEach, vi, type Mock} from 'vitest';
import type {Context} from 'hono';
import {createFunctionsApp} from '../functionsApp';
import {createApp, type AppOptions, type LeadsApp} from '../serverApp';
import {loadConfig} from '../config';
import type {Database} from '../db/database';
import type {Backend} from './backends';
import {createPrivacyLinks} from '../privacy/links';
import {createSpamChallenge} from '../spam/challenge';

export const TEST_EXPORT_TOKEN = 'test-export-token-0123';
export const BASE = '/functions/v1';

type LogFn = (...args: unknown[]) => void;
export type TestLog = {info: Mock<LogFn>; warn: Mock<LogFn>; error: Mock<LogFn>};

export const silentLog = (): TestLog => ({info: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>()});

/** The client address of an app.request() call: the X-Test-Address header. */
export const testAddress = (c: Context) => c.req.header('x-test-address') ?? 'test-client';

export type TestApp = LeadsApp & {
  log: TestLog;
  post(name: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(name: string, headers?: Record<string, string>): Promise<Response>;
};

/** A server on the backend's database, without the site and without the worker's timer. */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const log = silentLog();
  // The challenge and the visitor's confirmation e-mail (both on in production) are off unless a test turns
  // them on (functions/spam, functions/privacy): the other tests post bare bodies and count one e-mail a lead.
  const config = loadConfig({
    RATE_LIMIT: '0',
    LEADS_EXPORT_TOKEN: TEST_EXPORT_TOKEN,
    LEADS_TO: 'sales@budbot.test',
    SPAM_CHALLENGE: 'off',
    LEADS_CONFIRMATION_MAIL: 'off',
    ...env,
  });
  const leads = await createApp(config, {
    serveSite: false,
    database: backend.options,
    log,
    startWorker: false,
    addressOf: testAddress,
    ...options,
  });
  return {
    ...leads,
    log,
    post: async (name, body, headers = {}) =>
      leads.app.request(`${BASE}/${name}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', ...headers},
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: async (name, headers = {}) => leads.app.request(`${BASE}/${name}`, {headers}),
  };
}

/**
 * Registers the hooks of a suite on one backend: the app starts before the suite's tests, closes after
 * them (and the backend is cleaned up), and the data is emptied before each test unless `resetEach` is
 * false. The returned object is filled in by the first hook, so tests read `t.get(...)`, `t.db`.
 */
export function useTestApp(backend: Backend, {resetEach = true}: {resetEach?: boolean} = {}): TestApp {
  const t = {} as TestApp;
  let started = false;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(backend));
    started = true;
  });
  afterAll(async () => {
    if (started) await t.close();
    await backend.cleanup();
  });
  if (resetEach) {
    beforeEach(async () => {
      await resetData(t);
    });
  }
  return t;
}

/**
 * The bare functions app on a test app's database and outbox, with its own rate limit and no export
 * token (for the 429 and 404 answers the started app is configured not to give).
 */
export function functionsAppOn(
  t: TestApp,
  {rateLimit, addressOf}: {rateLimit: number; addressOf?: (c: Context) => string},
) {
  return createFunctionsApp({
    db: t.db,
    store: t.store,
    outbox: t.outbox,
    webhooks: t.webhooks,
    events: t.webhooks.enabled,
    log: t.log,
    siteUrl: 'https://www.budbot.ai',
    leadsTo: 'sales@budbot.test',
    exportToken: undefined,
    rateLimit,
    challenge: createSpamChallenge({enabled: false, key: undefined}),
    confirmationMail: false,
    privacyLinks: createPrivacyLinks({key: undefined}),
    ...(addressOf ? {addressOf} : {}),
  });
}

/** Empties the leads, the outbox, the page feedback and the spam and privacy records, and puts the offer back at its launch figures. */
export async function resetData(leads: Pick<LeadsApp, 'db' | 'store'>) {
  // The spam and privacy tables are nearly always empty: DELETE costs less than truncating them (a new file each on Postgres).
  await leads.db.exec(
    `TRUNCATE outbox, leads, docs_feedback, rate_limits RESTART IDENTITY CASCADE; DELETE FROM offers;
     DELETE FROM webhook_deliveries; ALTER TABLE webhook_deliveries ALTER COLUMN id RESTART; DELETE FROM webhook_events;
     UPDATE webhook_endpoints SET disabled_at = NULL, disabled_reason = NULL;
     DELETE FROM spam_submissions; ALTER TABLE spam_submissions ALTER COLUMN id RESTART;
     DELETE FROM spam_challenges_used; DELETE FROM privacy_deletions;`,
  );
  await leads.store.seed();
}

/** Rows of a table, for assertions. */
export const rows = <T extends Record<string, unknown>>(db: Database, sql: string, params?: unknown[]) =>
  db.query<T>(sql, params);
