import type {OptionValidationContext} from '@docusaurus/types';
import * as z from 'zod';
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
    redirectsFile: z.string().regex(/^[\w.-]+$/, 'must be a plain file name').default(DEFAULT_OPTIONS.redirectsFile),
  })
  .strict();

export function validateOptions({options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const parsed = optionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid options for the redirects plugin:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
