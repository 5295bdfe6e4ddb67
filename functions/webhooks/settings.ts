import * as z from 'zod';
import {EVENT_TYPES, type EventType} from './events';

/**
 * The settings of the webhook delivery and the CRM presets, part of the
 * server's configuration (functions/config.ts): validated at start, a
 * malformed one stops the server naming it.
 */

/** The Standard Webhooks specification's suggested schedule: the delay before each try, in seconds (about 27 h in all). */
export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];

const DEFAULT_HUBSPOT_API_BASE = 'https://api.hsforms.com';
const DEFAULT_SALESFORCE_BASE_URL = 'https://webto.salesforce.com';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const httpUrl = (example: string) =>
  z.string().refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `expected a URL like ${example}`);

/** `whsec_` and 24 to 64 random bytes in base64, as the Standard Webhooks specification has it. */
const webhookSecret = z.string().refine((value) => {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return false;
  const bytes = Buffer.from(match[1]!, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}, 'expected whsec_ and 24 to 64 bytes in base64 (make one with: echo whsec_$(openssl rand -base64 32))');

const endpointSchema = z.strictObject({
  url: httpUrl('https://crm.example.com/hooks/budbot'),
  secret: webhookSecret,
  events: z
    .array(z.enum(EVENT_TYPES, {error: `expected events among ${EVENT_TYPES.join(', ')}`}))
    .min(1, 'expected at least one event')
    .optional(),
});

/** LEADS_WEBHOOKS: a JSON list of {url, secret, events}. */
const endpointList = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message:
          'expected a JSON list like [{"url": "https://crm.example.com/hook", "secret": "whsec_…", "events": ["lead.created"]}]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(endpointSchema, {error: 'expected a JSON list of {url, secret, events}'})
      .min(1, 'expected at least one endpoint'),
  );

/** Comma-separated whole seconds; the first try is immediate, so the list starts at 0. */
const retrySchedule = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      if (!/^\d+$/.test(entry) || Number(entry) > 7 * 86400) {
        ctx.addIssue({
          code: 'custom',
          message: `entry ${index + 1} is not a whole number of seconds up to 604800 (expected a list like 0,5,300)`,
        });
      }
    });
    if (entries[0] !== '0')
      ctx.addIssue({code: 'custom', message: 'the first entry must be 0 (the first try is immediate)'});
  })
  .transform((entries): readonly number[] => entries.map(Number));

/** Spread into the server's configuration schema. */
export const webhookSettings = {
  /** One endpoint that receives every event, signed with LEADS_WEBHOOK_SECRET. */
  LEADS_WEBHOOK_URL: optional(httpUrl('https://crm.example.com/hooks/budbot')),
  /** The endpoint's signing secret (`whsec_…`). */
  LEADS_WEBHOOK_SECRET: optional(webhookSecret),
  /** Several endpoints, each with its own secret and events (JSON). */
  LEADS_WEBHOOKS: optional(endpointList),
  /** Delay before each try in seconds; after the last, a delivery is dead-lettered. */
  LEADS_WEBHOOK_RETRY_SCHEDULE: z
    .preprocess(blankToUndefined, retrySchedule.optional())
    .transform((value) => value ?? DEFAULT_RETRY_SCHEDULE),
  /** HubSpot account (portal) id: with HUBSPOT_FORM_GUID, leads go to that form. */
  HUBSPOT_PORTAL_ID: optional(z.string().regex(/^\d+$/, 'expected the account id, digits only (e.g. 62515)')),
  /** The HubSpot form's id. */
  HUBSPOT_FORM_GUID: optional(
    z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        'expected a form id like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf',
      ),
  ),
  /** The Forms API's address (tests point it at a local server). */
  HUBSPOT_API_BASE: z.preprocess(
    blankToUndefined,
    httpUrl(DEFAULT_HUBSPOT_API_BASE).optional().default(DEFAULT_HUBSPOT_API_BASE),
  ),
  /** Salesforce organisation id: leads go to its Web-to-Lead. */
  SALESFORCE_OID: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/,
        'expected the 15- or 18-character organisation id (e.g. 00D5g000004ABCD)',
      ),
  ),
  /** Web-to-Lead's address (tests point it at a local server). */
  SALESFORCE_BASE_URL: z.preprocess(
    blankToUndefined,
    httpUrl(DEFAULT_SALESFORCE_BASE_URL).optional().default(DEFAULT_SALESFORCE_BASE_URL),
  ),
};

type WebhookSettings = z.output<z.ZodObject<typeof webhookSettings>>;

/** The rules between settings: pairs set together, one way of naming endpoints. */
export function checkWebhookSettings(config: WebhookSettings, ctx: z.RefinementCtx) {
  const pair = (a: keyof WebhookSettings, b: keyof WebhookSettings) => {
    if (config[a] !== undefined && config[b] === undefined)
      ctx.addIssue({code: 'custom', path: [b], message: `required with ${a}`});
    if (config[b] !== undefined && config[a] === undefined)
      ctx.addIssue({code: 'custom', path: [a], message: `required with ${b}`});
  };
  pair('LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET');
  pair('HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_GUID');
  if (config.LEADS_WEBHOOKS && config.LEADS_WEBHOOK_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['LEADS_WEBHOOKS'],
      message: 'set either LEADS_WEBHOOKS or LEADS_WEBHOOK_URL, not both',
    });
  }
  // An endpoint's deliveries are kept under its URL: one entry per URL.
  config.LEADS_WEBHOOKS?.forEach((hook, index, all) => {
    if (all.findIndex((other) => other.url === hook.url) !== index)
      ctx.addIssue({code: 'custom', path: ['LEADS_WEBHOOKS', index, 'url'], message: 'the same URL is listed twice'});
  });
}

/** Where events go: a signed webhook, or a CRM preset that maps the lead to the vendor's form fields. */
export type Endpoint =
  | {kind: 'webhook'; key: string; url: string; secret: string; events: readonly EventType[]}
  | {kind: 'hubspot'; key: string; url: string; events: readonly EventType[]}
  | {kind: 'salesforce'; key: string; url: string; oid: string; events: readonly EventType[]};

/** The presets take new leads only: a CRM form has no place for votes or deletions. */
const PRESET_EVENTS: readonly EventType[] = ['lead.created'];

/**
 * The configured endpoints. Each has a stable key (its URL, or the vendor
 * and account), under which its deliveries and its disabled state are kept.
 */
export function endpointsFrom(config: WebhookSettings): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const hooks =
    config.LEADS_WEBHOOKS ??
    (config.LEADS_WEBHOOK_URL && config.LEADS_WEBHOOK_SECRET
      ? [{url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_WEBHOOK_SECRET}]
      : []);
  for (const hook of hooks) {
    endpoints.push({
      kind: 'webhook',
      key: hook.url,
      url: hook.url,
      secret: hook.secret,
      events: 'events' in hook && hook.events ? hook.events : EVENT_TYPES,
    });
  }
  if (config.HUBSPOT_PORTAL_ID && config.HUBSPOT_FORM_GUID) {
    const base = config.HUBSPOT_API_BASE.replace(/\/+$/, '');
    endpoints.push({
      kind: 'hubspot',
      key: `hubspot:${config.HUBSPOT_PORTAL_ID}/${config.HUBSPOT_FORM_GUID}`,
      url: `${base}/submissions/v3/integration/submit/${config.HUBSPOT_PORTAL_ID}/${config.HUBSPOT_FORM_GUID}`,
      events: PRESET_EVENTS,
    });
  }
  if (config.SALESFORCE_OID) {
    const base = config.SALESFORCE_BASE_URL.replace(/\/+$/, '');
    endpoints.push({
      kind: 'salesforce',
      key: `salesforce:${config.SALESFORCE_OID}`,
      url: `${base}/servlet/servlet.WebToLead?encoding=UTF-8`,
      oid: config.SALESFORCE_OID,
      events: PRESET_EVENTS,
    });
  }
  return endpoints;
}
