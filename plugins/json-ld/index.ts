import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Organization, WithContext} from 'schema-dts';
import {createOrganizationStructuredData} from './createStructuredData';
import {validateOptions, type PluginOptions} from './options';
import type {RouteRules} from './routeRules';

/** What the StructuredData components read with usePluginData('json-ld'). */
export type JsonLdGlobalData = {
  organization: WithContext<Organization>;
  rules: RouteRules;
  publisher: {name: string; logoPath: string};
};

/**
 * Builds the company JSON-LD once, from the configured site URL, and publishes
 * it with the route rules; src/components/StructuredData renders it into each
 * page's server-rendered head.
 */
export default function jsonLdPlugin(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'json-ld',

    async contentLoaded({actions}) {
      const data: JsonLdGlobalData = {
        organization: createOrganizationStructuredData({
          name: options.name,
          siteUrl: context.siteConfig.url,
          logoPath: options.logoPath,
          sameAs: options.sameAs,
          email: options.email,
          contactPath: options.contactPath,
        }),
        rules: {organizationExcludePrefixes: options.organizationExcludePrefixes, pricingPath: options.pricingPath},
        publisher: {name: options.name, logoPath: options.logoPath},
      };
      actions.setGlobalData(data);
    },
  };
}

export {validateOptions};
