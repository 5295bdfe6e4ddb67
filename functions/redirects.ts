import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {MiddlewareHandler} from 'hono';
import {parseRedirectsFile} from '../plugins/redirects/collectRedirects';
import type {Redirect} from '../src/data/redirects';
import {withoutTrailingSlash} from '../src/lib/urls';

/**
 * Real 301s for the site's aliases in `npm run serve`. The table is the
 * `_redirects` file the build writes (src/data/redirects.ts plus newsletter
 * aliases), so the server, static hosts and the alias pages never disagree.
 */
export function loadBuiltRedirects(root: string, file = '_redirects'): Redirect[] {
  const location = path.join(root, file);
  return existsSync(location) ? parseRedirectsFile(readFileSync(location, 'utf8')) : [];
}

export function redirectsMiddleware(redirects: readonly Redirect[]): MiddlewareHandler {
  const targets = new Map(redirects.map(({from, to}) => [from, to]));
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const to = targets.get(withoutTrailingSlash(url.pathname));
    if (!to) return next();
    c.header('Cache-Control', 'public, max-age=3600');
    return c.redirect(`${to}${url.search}`, 301);
  };
}
