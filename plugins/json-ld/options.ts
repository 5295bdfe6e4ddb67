import * as z from 'zod';
import {createValidateOptions} from '../shared/options';
import {BRAND, LINKS, SOCIAL_PROFILES} from '../../src/data/constants';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Company name of the Organization. */
  name: string;
  /** Site path of the logo used by Organization and article publisher. */
  logoPath: string;
  /** Profiles of the company elsewhere (schema.org `sameAs`). */
  sameAs: readonly string[];
  /** Customer-support e-mail of the ContactPoint. */
  email: string;
  /** Site path of the contact page. */
  contactPath: string;
  /** Path prefixes whose pages carry no Organization (the agent pages: docs-engineering/decisions.md#page-metadata). */
  organizationExcludePrefixes: readonly string[];
  /** The page that carries the Offer and the FAQPage. */
  pricingPath: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  name: BRAND,
  logoPath: '/img/logo.svg',
  sameAs: SOCIAL_PROFILES.map((profile) => profile.href),
  email: LINKS.contactEmail,
  contactPath: '/contact',
  organizationExcludePrefixes: ['/agents/'],
  pricingPath: '/pricing',
};

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    name: z.string().min(1).default(DEFAULT_OPTIONS.name),
    logoPath: sitePath.default(DEFAULT_OPTIONS.logoPath),
    sameAs: z.array(z.url()).default([...DEFAULT_OPTIONS.sameAs]),
    email: z.email().default(DEFAULT_OPTIONS.email),
    contactPath: sitePath.default(DEFAULT_OPTIONS.contactPath),
    organizationExcludePrefixes: z
      .array(sitePath.regex(/\/$/, 'must end with / so /agents/ never matches /agents-news'))
      .default([...DEFAULT_OPTIONS.organizationExcludePrefixes]),
    pricingPath: sitePath.default(DEFAULT_OPTIONS.pricingPath),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('json-ld', optionsSchema);
