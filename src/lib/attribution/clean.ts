import {ATTRIBUTION_FIELDS, limitOf, type Attribution, type AttributionField} from './fields';

/**
 * The rules every attribution value passes before it is stored (the functions) or sent (the
 * browser). They never refuse a lead: a value that does not pass is left out, and the lead is kept
 * without it. Control characters (and the invisible bidirectional overrides that reorder text on
 * screen) are removed, the rest trimmed; a value still too long, empty, or with broken Unicode is
 * dropped; the referrer is reduced to its origin; the two pages must be paths of this site.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The origin of an http(s) address (`https://partner.example`), or undefined. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** One value as it may be stored, or undefined when it must be left out. */
export function cleanValue(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(INVISIBLE, '').trim();
  if (text === '' || text.length > limitOf(field) || LONE_SURROGATE.test(text)) return undefined;
  if (field === 'referrer') return originOf(text);
  if (field === 'landing_page' || field === 'form_page') {
    // A path of this site: `/pricing?utm_source=x`, never `//other.host/` or `https://…`.
    return text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\') ? text : undefined;
  }
  return text;
}

/** The attribution of a submission, from whatever the request carried: unknown keys and bad values left out. */
export function cleanAttribution(raw: unknown): Attribution {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const given = raw as Record<string, unknown>;
  const clean: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    if (!Object.hasOwn(given, field)) continue;
    const value = cleanValue(field, given[field]);
    if (value !== undefined) clean[field] = value;
  }
  return clean;
}
