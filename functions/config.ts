import * as z from 'zod';
import {parseProxyEntry} from './http/clientAddress';
import {checkWebhookSettings, webhookSettings} from './webhooks/settings';
import {DEFAULT_SITE_URL, LINKS} from '../src/data/constants';
import {DEFAULT_FUNCTIONS_URL} from '../src/lib/forms/functionsUrl';

/**
 * The server's settings, read once from the environment at start
 * (docs-engineering/decisions.md#server-settings). Unset or empty values fall back to
 * the embedded defaults; a malformed one stops the server with a message that
 * names the variable.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.optional().default(fallback as never));

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({error: `expected a whole number from ${min} to ${max}`})
    .int(`expected a whole number from ${min} to ${max}`)
    .min(min, `expected a whole number from ${min} to ${max}`)
    .max(max, `expected a whole number from ${min} to ${max}`);

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `expected a URL like ${example}`);

/** A switch: on or off. */
const onOff = z.enum(['on', 'off'], {error: 'expected on or off'});

/** Comma-separated addresses and CIDR ranges; an entry that is neither is named by its position. */
const proxyList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      if (!parseProxyEntry(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `entry ${index + 1} is not an IP address or CIDR range (expected a list like 10.0.0.0/8, 192.0.2.7, ::1)`,
        });
      }
    });
  });

const configSchema = z
  .object({
    /** Port of `npm run serve` (default 3000). */
    PORT: withDefault(wholeNumber(0, 65535), 3000),
    /** Interface to listen on. */
    HOST: withDefault(z.string(), '0.0.0.0'),
    /** The built site served beside the functions. */
    BUILD_DIR: withDefault(z.string(), 'build'),
    /** PGlite's data folder when no DATABASE_URL is set; created on first run. */
    DATA_DIR: withDefault(z.string(), '.data'),
    /** A real Postgres server instead of the embedded PGlite. */
    DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db')),
    /** Connections to DATABASE_URL the server keeps open at most (each submission is one statement on one of them). */
    DATABASE_POOL_SIZE: withDefault(wholeNumber(1, 500), 10),
    /** Where lead e-mails are delivered from; without it they are written to the log. */
    SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587')),
    /** The sales inbox that receives one e-mail per lead. */
    LEADS_TO: withDefault(z.email('expected an e-mail address'), LINKS.contactEmail),
    /** Bearer token of the CSV export; without it the export answers 404. */
    LEADS_EXPORT_TOKEN: optional(z.string().min(12, 'expected at least 12 characters')),
    /** Submissions per address per minute; 0 turns the limit off. */
    RATE_LIMIT: withDefault(wholeNumber(0, 100000), 10),
    /** Reverse proxies whose X-Forwarded-For names the client (the rate limits' address); none by default. */
    TRUSTED_PROXIES: optional(proxyList).transform((entries): readonly string[] => entries ?? []),
    /** The functions' base URL the site calls; the server mounts the functions at its path. */
    FUNCTIONS_URL: withDefault(
      z
        .string()
        .refine(
          (value) => value.startsWith('/') || /^https?:\/\//.test(value),
          'expected a path like /functions/v1 or an http(s) URL',
        ),
      DEFAULT_FUNCTIONS_URL,
    ),
    /** The site's public address: the one cross-origin caller CORS lets in. */
    SITE_URL: withDefault(urlWithProtocols(['http:', 'https:'], 'https://www.budbot.ai'), DEFAULT_SITE_URL),
    /** The proof-of-work challenge every form must solve (spam/challenge.ts); `off` only for test harnesses. */
    SPAM_CHALLENGE: withDefault(onOff, 'on'),
    /** HMAC key that signs the challenges; random per start when unset, which is right for one server only. */
    SPAM_CHALLENGE_KEY: optional(z.string().min(32, 'expected at least 32 characters')),
    /** The "We got your request" e-mail to whoever asks for a demo. */
    LEADS_CONFIRMATION_MAIL: withDefault(onOff, 'on'),
    /** HMAC key that signs the "Delete my data" links (valid 24 h); random per start when unset (one server, links die on restart). */
    PRIVACY_LINK_KEY: optional(z.string().min(32, 'expected at least 32 characters')),
    /** Webhooks and the HubSpot and Salesforce presets (webhooks/settings.ts). */
    ...webhookSettings,
  })
  .superRefine(checkWebhookSettings);

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every malformed variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  // Values are left out of the message: some of them carry passwords.
  // A setting holding JSON (LEADS_WEBHOOKS) names the place inside it too, e.g. `LEADS_WEBHOOKS [1.secret]`.
  const problems = parsed.error.issues.map(
    ({path: [name, ...inside], message}) =>
      `${String(name ?? 'environment')}${inside.length ? ` [${inside.join('.')}]` : ''}: ${message}`,
  );
  throw new ConfigError(`Invalid environment variable${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
}

/** The path the functions are mounted at, from FUNCTIONS_URL (a path or a full URL). */
export function functionsBasePath(config: Pick<Config, 'FUNCTIONS_URL'>): string {
  const url = config.FUNCTIONS_URL;
  const pathname = url.startsWith('/') ? url : new URL(url).pathname;
  return pathname.replace(/\/+$/, '') || '/';
}
