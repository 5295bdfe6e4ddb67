import {createHash, timingSafeEqual} from 'node:crypto';
import type {MiddlewareHandler} from 'hono';
import {ApiError} from './errors';

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The sales team's exports (leads, page feedback): 404 when no token is
 * configured (the export does not exist at all), 401 unless the request
 * carries `Authorization: Bearer <LEADS_EXPORT_TOKEN>`.
 */
export const requireExportToken =
  (exportToken: string | undefined, realm: string): MiddlewareHandler =>
  async (c, next) => {
    if (!exportToken) throw new ApiError(404, 'Not found.');
    const [scheme, token] = (c.req.header('authorization') ?? '').split(/\s+/, 2);
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameSecret(token, exportToken)) {
      throw new ApiError(401, 'A valid export token is required.', {headers: {'WWW-Authenticate': `Bearer realm="${realm}"`}});
    }
    await next();
  };
