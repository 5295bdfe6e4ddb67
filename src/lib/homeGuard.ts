import {CONTENT} from '../data/constants';

/** The query parameters that, carrying a long numeric id, mark a stale tracking link (docs-engineering/decisions.md#home-guard). */
const GUARDED_PARAMS = ['l', 'ref'] as const;

export type GuardedAddress = {pathname: string; search: string; hash: string};

/**
 * True when the home page was reached through an address it should not keep:
 * `l` or `ref` all digits and longer than six characters, or the site's own
 * host written into the address (a link pasted into itself). Only `/` is guarded.
 */
export function shouldCleanHome({pathname, search, hash}: GuardedAddress, ownHost: string): boolean {
  if (pathname !== '/') return false;
  const params = new URLSearchParams(search);
  const longDigits = new RegExp(`^\\d{${CONTENT.homeGuardMinDigits},}$`);
  if (GUARDED_PARAMS.some((name) => params.getAll(name).some((value) => longDigits.test(value)))) return true;
  if (ownHost === '') return false;
  const text = safeDecode(`${search}${hash}`).toLowerCase();
  return text.includes(ownHost.toLowerCase());
}

/** The host of the configured site URL: the guard's "own host" (docs-engineering/decisions.md#site-url). */
export function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return '';
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
