import type {MiddlewareHandler} from 'hono';
import {RULE_MESSAGES} from '../../src/lib/forms/fields';
import {ApiError} from './errors';
import {bodyLocale} from './guards';

/** Postgres text cannot hold NUL, and a lone UTF-16 surrogate would be stored as U+FFFD, not as sent. */
export const UNSTORABLE_TEXT_MESSAGE = RULE_MESSAGES.en.unstorableText;

/**
 * Fields that are cleaned rather than checked: a lead's attribution loses its control characters
 * and broken values on the way in (src/lib/attribution/clean.ts), and never costs the lead a 400.
 */
const CLEANED_FIELDS = new Set(['attribution']);

// eslint-disable-next-line no-control-regex -- a NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first top-level field whose text (at any depth) the database could not store as sent, if any. */
function unstorableField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  for (const [field, value] of Object.entries(body)) {
    if (CLEANED_FIELDS.has(field)) continue;
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const item = pending.pop();
      if (typeof item === 'string') {
        if (UNSTORABLE.test(item)) return field;
      } else if (typeof item === 'object' && item !== null) {
        pending.push(...Object.values(item));
      }
    }
  }
  return undefined;
}

/**
 * 400 for text the database would refuse (NUL) or change (broken Unicode),
 * named by field like any other invalid input. Malformed JSON is left to the
 * body validator, which answers it.
 */
export const storableText = (): MiddlewareHandler => async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return next();
  }
  const field = unstorableField(body);
  if (field !== undefined) {
    const {checkFields, unstorableText} = RULE_MESSAGES[bodyLocale(body)];
    throw new ApiError(400, checkFields, {fields: {[field]: unstorableText}});
  }
  await next();
};
