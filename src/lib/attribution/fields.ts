/**
 * Where a lead came from: the campaign parameters of the link a visitor arrived by, the site that
 * sent them, the page they landed on and the page whose form they sent. Shared by the browser
 * (which captures them for the visit, capture.ts) and the functions (which clean, store and export
 * them). Field names are the CSV columns and the webhook's `attribution` keys.
 */

/** The query parameters of a campaign link, kept as the link carried them. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

/** Every attribution value, in the export's column order. */
export const ATTRIBUTION_FIELDS = [...CAMPAIGN_PARAMS, 'referrer', 'landing_page', 'form_page'] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** What is known of one lead's origin; a value that was not there (or did not pass) is absent. */
export type Attribution = Partial<Record<AttributionField, string>>;

/** The values that are addresses: the referring site's origin and two paths of this site. */
const URL_FIELDS: readonly AttributionField[] = ['referrer', 'landing_page', 'form_page'];

/** Longest value kept, in characters: a campaign value, and an address. */
export const ATTRIBUTION_LIMITS = {text: 200, url: 2000} as const;

export const limitOf = (field: AttributionField): number =>
  URL_FIELDS.includes(field) ? ATTRIBUTION_LIMITS.url : ATTRIBUTION_LIMITS.text;
