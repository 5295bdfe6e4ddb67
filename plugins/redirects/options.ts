import * as z from 'zod';
import {createValidateOptions} from '../shared/options';
import {redirectSchema, type Redirect} from '../../src/data/redirects';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Fixed aliases (`from` → `to`), e.g. the table of `src/data/redirects.ts`. */
  redirects: readonly Redirect[];
  /** Blog-plugin instances whose posts may list old slugs in an `aliases` front-matter field. */
  aliasCollections: readonly string[];
  /** Route component rendered at each alias: it sends the visitor on to the target. */
  component: string;
  /** File written into the build for static hosts (Netlify and Cloudflare Pages syntax). */
  redirectsFile: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  redirects: [],
  aliasCollections: [],
  component: '@site/src/components/AliasRedirect',
  redirectsFile: '_redirects',
};

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    redirects: z.array(redirectSchema).default([...DEFAULT_OPTIONS.redirects]),
    aliasCollections: z.array(z.string().min(1)).default([...DEFAULT_OPTIONS.aliasCollections]),
    component: z.string().min(1).default(DEFAULT_OPTIONS.component),
    redirectsFile: z
      .string()
      .regex(/^[\w.-]+$/, 'must be a plain file name')
      .default(DEFAULT_OPTIONS.redirectsFile),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('redirects', optionsSchema);
