import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import {Hono} from 'hono';
import type {Context} from 'hono';
import {notFoundRouteOf, notFoundSectionFor} from '../src/lib/notFound';
import {DEFAULT_LOCALE, LOCALES} from '../src/data/constants/locales';
import {splitLocale} from '../src/lib/i18n/routes';

/**
 * Serves the pre-rendered site from `build/`: every built route with or
 * without a trailing slash, the site's own 404 page with a real 404 status
 * (a list's own one, `/blog/404`, for an unknown entry of that list),
 * brotli/gzip compression and long-lived caching for hashed assets.
 * The build never changes while the server runs, so files and their
 * compressed forms are memoised.
 */

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the Help Center and the collections (plugins/llms-txt), read by AI assistants.
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;
const HASHED_ASSET =
  /^\/(assets\/|pagefind\/.*\.(pf_|pagefind))|\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|avif|jpg)$/;

type Entry = {body: Buffer; type: string; encoded: Map<string, Buffer>; etag: string};

export type StaticOptions = {
  /** Absolute path of the built site. */
  root: string;
};

function resolveBuiltFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  if (clean.includes('\0')) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const trimmed = base.replace(/\/+$/, '');
  const candidates = [base, `${trimmed}.html`, path.join(trimmed, 'index.html')];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/**
 * The page to answer an unknown path with: the list's not-found page when the path is inside a
 * list that has one (`/blog/x` → blog/404.html), else the site's 404.html.
 */
function notFoundFileFor(root: string, urlPath: string): string | null {
  const {dir, path: own} = languageOf(root, urlPath);
  const section = notFoundSectionFor(own);
  const list = section && resolveBuiltFile(dir, notFoundRouteOf(section));
  if (list) return list;
  const fallback = path.join(dir, '404.html');
  return existsSync(fallback) ? fallback : null;
}

/**
 * A translated language's pages are built into their own folder (`es/`): an unknown `/es/…` path is answered in
 * that language, from that folder's not-found pages. A prefix that is no language of the site (`/fr/…`) is an
 * unknown English path: no language is invented.
 */
function languageOf(root: string, urlPath: string): {dir: string; path: string} {
  const {locale, path: own} = splitLocale(urlPath, LOCALES);
  return locale === DEFAULT_LOCALE ? {dir: root, path: urlPath} : {dir: path.join(root, locale), path: own};
}

function cacheControlFor(urlPath: string, type: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function createStaticApp({root}: StaticOptions) {
  const app = new Hono();
  const cache = new Map<string, Entry>();

  const load = (file: string): Entry => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      entry = {
        body,
        type,
        encoded: new Map(),
        etag: `"${body.length.toString(16)}-${statSync(file).mtimeMs.toString(16)}"`,
      };
      cache.set(file, entry);
    }
    return entry;
  };

  const encode = (entry: Entry, encoding: 'br' | 'gzip'): Buffer => {
    let out = entry.encoded.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(entry.body, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}})
          : gzipSync(entry.body, {level: 9});
      entry.encoded.set(encoding, out);
    }
    return out;
  };

  const send = (c: Context, file: string, status: 200 | 404) => {
    const entry = load(file);
    const urlPath = new URL(c.req.url).pathname;
    c.header('Content-Type', entry.type);
    c.header('Cache-Control', status === 404 ? 'no-cache' : cacheControlFor(urlPath, entry.type));
    c.header('Vary', 'Accept-Encoding');
    if (status === 200) {
      c.header('ETag', entry.etag);
      if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
    }
    let body = entry.body;
    const encoding =
      COMPRESSIBLE.test(entry.type) && entry.body.length > 512 ? pickEncoding(c.req.header('accept-encoding')) : null;
    if (encoding) {
      body = encode(entry, encoding);
      c.header('Content-Encoding', encoding);
    }
    c.header('Content-Length', String(body.length));
    if (c.req.method === 'HEAD') return c.body(null, status);
    return c.body(new Uint8Array(body), status);
  };

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = new URL(c.req.url).pathname;
    const own = languageOf(root, urlPath).path;
    const section = notFoundSectionFor(own);
    // The pre-rendered not-found page itself is no entry either.
    const isNotFoundPage = section !== null && own.replace(/\/+$/, '') === notFoundRouteOf(section);
    const file = isNotFoundPage ? null : resolveBuiltFile(root, urlPath);
    if (file) return send(c, file, 200);
    const notFound = notFoundFileFor(root, urlPath);
    if (notFound) return send(c, notFound, 404);
    return c.text('Not Found', 404);
  });

  return app;
}
