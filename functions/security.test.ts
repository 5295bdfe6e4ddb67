import {createHash} from 'node:crypto';
import * as crypto from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Hono} from 'hono';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {errorResponse} from './http/errors';
import {EXPORT_TOKEN_ATTEMPTS, limitWrongTokens} from './http/exportToken';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineScriptHashesOf,
  PERMISSIONS_POLICY,
  scriptHash,
} from './http/securityHeaders';
import {pgliteBackend} from './testing/backends';
import {silentLog, startTestApp, TEST_EXPORT_TOKEN, type TestApp} from './testing/harness';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual)};
});

const THEME_SCRIPT = '!function(){document.documentElement.setAttribute("data-theme","dark")}()';
const base64Sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inline script hashes', () => {
  it('hashes the scripts that run and skips external scripts and data blocks', () => {
    const html = [
      `<script>${THEME_SCRIPT}</script>`,
      '<script src="/assets/js/main.0a1b2c3d.js" defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
      "<SCRIPT type='text/javascript'>var a = '<b>';</SCRIPT>",
    ].join('');
    expect(inlineScriptHashesOf(html)).toEqual([
      `'sha256-${base64Sha256(THEME_SCRIPT)}'`,
      `'sha256-${base64Sha256('import("/x.js")')}'`,
      `'sha256-${base64Sha256("var a = '<b>';")}'`,
    ]);
  });

  it('collects each distinct hash once across the whole build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budbot-csp-'));
    try {
      mkdirSync(path.join(dir, 'blog'));
      writeFileSync(path.join(dir, 'index.html'), `<script>${THEME_SCRIPT}</script>`);
      writeFileSync(
        path.join(dir, 'blog', 'post.html'),
        `<script>${THEME_SCRIPT}</script><script>insertBanner()</script>`,
      );
      expect(inlineScriptHashes(dir)).toEqual([scriptHash(THEME_SCRIPT), scriptHash('insertBanner()')].sort());
      expect(inlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('lets in the site, its hashed inline scripts and WebAssembly, and nothing inline otherwise', () => {
    const policy = directives(contentSecurityPolicy({scriptHashes: ["'sha256-abc='"]}));
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /^https?:/.test(source)),
    ).toEqual([]);
  });

  it('allows calls to a functions origin of its own when FUNCTIONS_URL is a full URL', () => {
    expect(
      directives(contentSecurityPolicy({scriptHashes: [], functionsUrl: 'https://api.budbot.ai/functions/v1'}))[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://api.budbot.ai']);
  });
});

const backend = pgliteBackend();
let buildDir: string;
/** One server for the header and token tests: the functions and a small built site. */
let t: TestApp;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'budbot-build-'));
  mkdirSync(path.join(buildDir, 'assets', 'js'), {recursive: true});
  mkdirSync(path.join(buildDir, 'img'));
  writeFileSync(
    path.join(buildDir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body>BudBot</body></html>`,
  );
  writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(buildDir, 'assets', 'js', 'main.0a1b2c3d.js'), 'console.log("app")');
  writeFileSync(path.join(buildDir, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(buildDir, '_redirects'), '/contact-us /contact 301\n');
  t = await startTestApp(backend, {BUILD_DIR: buildDir}, {serveSite: true});
});
afterAll(async () => {
  await t?.close();
  await backend.cleanup();
  rmSync(buildDir, {recursive: true, force: true});
});

describe('security headers from the server', () => {
  const get = (pathname: string, headers: Record<string, string> = {}) => t.app.request(pathname, {headers});

  it('sends the same protective headers on pages, assets, redirects, 404s and functions', async () => {
    for (const pathname of [
      '/',
      '/assets/js/main.0a1b2c3d.js',
      '/img/logo.svg',
      '/contact-us',
      '/no-such-page',
      '/functions/v1/health',
      '/functions/v1/nothing',
    ]) {
      const res = await get(pathname);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, pathname).toContain(`script-src 'self' 'wasm-unsafe-eval' ${scriptHash(THEME_SCRIPT)}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(res.headers.get('strict-transport-security'), pathname).toBeNull();
    }
  });

  it('sends Strict-Transport-Security only behind HTTPS', async () => {
    expect((await get('/', {'x-forwarded-proto': 'https'})).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect((await t.app.request('https://www.budbot.ai/')).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect((await get('/', {'x-forwarded-proto': 'http'})).headers.get('strict-transport-security')).toBeNull();
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    expect((await get('/assets/js/main.0a1b2c3d.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/img/logo.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/functions/v1/health')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the export token', () => {
  const exportAs = (address: string, token: string) =>
    t.get('leads?format=csv', {'authorization': `Bearer ${token}`, 'x-test-address': address});

  it('is compared in constant time, on equal-length digests', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect((await exportAs('timing', TEST_EXPORT_TOKEN)).status).toBe(200);
    expect((await exportAs('timing', 'short')).status).toBe(401);
    expect((await exportAs('timing', `${TEST_EXPORT_TOKEN}-and-much-longer-than-the-real-one`)).status).toBe(401);
    expect(compare).toHaveBeenCalledTimes(3);
    for (const [given, expected] of compare.mock.calls) {
      expect(Buffer.isBuffer(given) && Buffer.isBuffer(expected)).toBe(true);
      expect((given as Buffer).length).toBe(32);
      expect((expected as Buffer).length).toBe(32);
    }
  });

  it(`answers 429 after ${EXPORT_TOKEN_ATTEMPTS.limit} wrong tokens from one address, even to the right one`, async () => {
    for (let i = 0; i < EXPORT_TOKEN_ATTEMPTS.limit; i += 1)
      expect((await exportAs('guesser', `guess-number-${i}`)).status).toBe(401);
    const blocked = await exportAs('guesser', 'guess-number-next');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      error: {message: 'Too many wrong export tokens from your address. Please wait and try again.'},
    });
    // While blocked, the answer does not reveal whether a token was right.
    expect((await exportAs('guesser', TEST_EXPORT_TOKEN)).status).toBe(429);
    // Other addresses are not affected.
    expect((await exportAs('sales-team', TEST_EXPORT_TOKEN)).status).toBe(200);
  });

  it('lets an address try again once its window has passed', async () => {
    let now = 0;
    const app = new Hono();
    app.use('*', limitWrongTokens({addressOf: () => 'one', limit: 2, windowMs: 60_000, now: () => now}));
    app.get('*', (c) => c.text('no', c.req.header('authorization') === 'right' ? 200 : 401));
    app.onError((error, c) => errorResponse(error, c, silentLog()));
    const attempt = async (authorization: string) => (await app.request('/', {headers: {authorization}})).status;
    expect([await attempt('a'), await attempt('b'), await attempt('right')]).toEqual([401, 401, 429]);
    now = 59_000;
    expect(await attempt('right')).toBe(429);
    now = 60_000;
    expect(await attempt('right')).toBe(200);
    // Right answers don't count against anyone.
    expect([await attempt('right'), await attempt('right'), await attempt('right')]).toEqual([200, 200, 200]);
  });

  it('never appears in the log', async () => {
    await t.post('join-waitlist', {name: 'Logan Quiet', email: 'logan@example.com'});
    await t.outbox.runOnce();
    await exportAs('logs', TEST_EXPORT_TOKEN);
    await t.get('leads?form=nonsense', {'authorization': `Bearer ${TEST_EXPORT_TOKEN}`, 'x-test-address': 'logs'});
    await t.get(`leads?token=${TEST_EXPORT_TOKEN}`, {'x-test-address': 'logs-2'});
    const logged = [...t.log.info.mock.calls, ...t.log.warn.mock.calls, ...t.log.error.mock.calls]
      .flat()
      .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg)));
    // The mail went to the log (no SMTP_URL here): the log is really being captured.
    expect(logged.join('\n')).toContain('logan@example.com');
    expect(logged.join('\n')).not.toContain(TEST_EXPORT_TOKEN);
  });
});
