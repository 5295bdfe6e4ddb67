import * as z from 'zod';

/**
 * Old and alternative addresses of the site
 * (docs-engineering/decisions.md#aliases). This one table drives the alias pages of the
 * build, the `_redirects` file for static hosts and the 301s of `npm run serve`.
 * Newsletter issues add their own aliases through the `aliases` front matter.
 */
export type Redirect = {
  /** The address visitors may still use. */
  from: string;
  /** The page it now lives at. */
  to: string;
};

export const REDIRECTS: readonly Redirect[] = [
  {from: '/business-intelligence', to: '/ai-agents'},
  {from: '/services/seo-services', to: '/ai-agents'},
  {from: '/seo-reviews', to: '/agents/review-agent'},
  {from: '/services/website-building', to: '/services/consultancy'},
  {from: '/services/ai-implementation', to: '/services/consultancy'},
  {from: '/contact-us', to: '/contact'},
  {from: '/chat-widget', to: '/ai-product-bot'},
];

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a site path like /contact (no trailing slash)');

export const redirectSchema = z.object({from: sitePath, to: sitePath}).strict();
export const redirectsSchema = z
  .array(redirectSchema)
  .refine((rows) => new Set(rows.map((r) => r.from)).size === rows.length, 'each alias appears once')
  .refine(
    (rows) => rows.every((r) => !rows.some((other) => other.from === r.to)),
    'an alias never points at another alias',
  );
