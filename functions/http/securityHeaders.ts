import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Context, MiddlewareHandler} from 'hono';

/**
 * The security headers `npm run serve` puts on every answer (OPERATIONS.md#security-headers): a
 * Content-Security-Policy built from the inline scripts of the build, and the
 * usual headers against framing, sniffing and leaking referrers.
 */

/** Docusaurus inlines a few scripts (the theme switch before first paint); scripts of these types run. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i');

function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The CSP source of one inline script: the SHA-256 of its exact text. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** Hashes of the inline scripts that run in one HTML page (JSON-LD and other data blocks don't run). */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_SCRIPT_TYPES.has(type)) hashes.push(scriptHash(source));
  }
  return hashes;
}

function htmlFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Every inline script hash of the built site, read once at start: the build
 * never changes while the server runs, so the policy matches exactly what is
 * served, whichever plugin or theme put a script inline.
 */
export function inlineScriptHashes(buildDir: string): string[] {
  const all = new Set<string>();
  for (const file of htmlFiles(buildDir))
    for (const hash of inlineScriptHashesOf(readFileSync(file, 'utf8'))) all.add(hash);
  return [...all].sort();
}

export type PolicyOptions = {
  /** `'sha256-…'` sources of the inline scripts allowed to run. */
  scriptHashes: readonly string[];
  /** FUNCTIONS_URL: when it is a full URL on another origin, the forms call that origin. */
  functionsUrl?: string;
};

/**
 * The site's Content-Security-Policy. Scripts only from the site and the
 * hashed inline ones (no 'unsafe-inline'); WebAssembly for the Pagefind
 * search; style attributes are React's, so styles keep 'unsafe-inline';
 * nothing from other hosts; nobody may frame the site.
 */
export function contentSecurityPolicy({scriptHashes, functionsUrl}: PolicyOptions): string {
  const functionsOrigin = functionsUrl && /^https?:\/\//.test(functionsUrl) ? new URL(functionsUrl).origin : undefined;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(functionsOrigin ? [functionsOrigin] : [])],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Browser features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, the usual HSTS lifetime; sent only over HTTPS, where browsers honour it. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** HTTPS directly, or behind a proxy that terminated TLS and says so. */
function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

export type SecurityHeadersOptions = {
  /** The built site whose inline scripts the policy allows; none when only the functions are served. */
  buildDir?: string;
  functionsUrl?: string;
};

/** Security headers on every answer, pages and functions alike (mounted first in createApp). */
export function securityHeaders({buildDir, functionsUrl}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const policy = contentSecurityPolicy({scriptHashes: buildDir ? inlineScriptHashes(buildDir) : [], functionsUrl});
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c)) c.header('Strict-Transport-Security', HSTS);
  };
}
