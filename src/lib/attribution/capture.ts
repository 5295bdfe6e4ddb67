import {STORAGE_KEYS} from '../../data/constants/storageKeys';
import {cleanAttribution, cleanValue} from './clean';
import {CAMPAIGN_PARAMS, type Attribution} from './fields';

/**
 * The visit's first touch, kept in the tab's session storage (gone when the tab closes; no cookie,
 * nothing in local storage, nothing sent until a form is). The first page of a visit sets it; a
 * later landing replaces it only when it brings other campaign parameters (a second campaign link
 * followed in the same visit). Pure functions on a storage, so the rules are tested without a
 * browser; src/lib/attribution/atIdle.ts runs them.
 */

/** A page the visitor arrived at: its path and query as the router saw them, and the document's referrer ('' within the site). */
export type Landing = {pathname: string; search: string; referrer: string};

export type TouchStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The session storage key of the visit's first touch. */
export const ATTRIBUTION_STORAGE_KEY = STORAGE_KEYS.attribution;

/** What a landing tells: its campaign parameters, the referring site's origin (none when it is this site) and the page. */
export function touchOf({pathname, search, referrer}: Landing, ownOrigin: string): Attribution {
  const touch: Attribution = {};
  const params = new URLSearchParams(search);
  for (const name of CAMPAIGN_PARAMS) {
    const value = cleanValue(name, params.get(name));
    if (value !== undefined) touch[name] = value;
  }
  const from = cleanValue('referrer', referrer);
  if (from !== undefined && from !== ownOrigin) touch.referrer = from;
  // A query too long to keep still leaves the page it was on.
  const page = cleanValue('landing_page', `${pathname}${search}`) ?? cleanValue('landing_page', pathname);
  if (page !== undefined) touch.landing_page = page;
  return touch;
}

const campaignOf = (touch: Attribution) => JSON.stringify(CAMPAIGN_PARAMS.map((name) => touch[name] ?? null));
const hasCampaign = (touch: Attribution) => CAMPAIGN_PARAMS.some((name) => touch[name] !== undefined);

/** The touch to keep after a landing, or null to keep the stored one. */
export function nextTouch(stored: Attribution | null, landing: Attribution): Attribution | null {
  if (stored === null) return landing;
  return hasCampaign(landing) && campaignOf(landing) !== campaignOf(stored) ? landing : null;
}

/** The stored touch; storage can be missing, blocked or hold anything, and then there is none. */
export function readTouch(storage: TouchStorage | null): Attribution | null {
  try {
    const text = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!text) return null;
    const {form_page: _formPage, ...touch} = cleanAttribution(JSON.parse(text));
    return touch;
  } catch {
    return null;
  }
}

/** Applies one landing to the visit's stored touch. */
export function recordLanding(landing: Landing, storage: TouchStorage | null, ownOrigin: string): void {
  const next = nextTouch(readTouch(storage), touchOf(landing, ownOrigin));
  if (next === null) return;
  try {
    storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: the visit's forms go without attribution, which costs nothing else.
  }
}
