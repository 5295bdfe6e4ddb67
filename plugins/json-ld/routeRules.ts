import {withoutTrailingSlash} from '../../src/lib/urls';

/** Which site-wide JSON-LD a route carries (company data except on /agents/*, the offer only on /pricing: docs-engineering/decisions.md#page-metadata). */
export type RouteRules = {
  /** Path prefixes whose pages carry no Organization. */
  organizationExcludePrefixes: readonly string[];
  /** The one page that carries the Offer and the FAQPage. */
  pricingPath: string;
};

export type RouteStructuredData = {organization: boolean; pricing: boolean};

export function structuredDataForRoute(pathname: string, rules: RouteRules): RouteStructuredData {
  const path = withoutTrailingSlash(pathname);
  return {
    organization: !rules.organizationExcludePrefixes.some((prefix) => `${path}/`.startsWith(prefix)),
    pricing: path === withoutTrailingSlash(rules.pricingPath),
  };
}
