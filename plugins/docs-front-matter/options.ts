import type {OptionValidationContext} from '@docusaurus/types';
import * as z from 'zod';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Id of the docs-plugin instance whose pages are checked. */
  docsPluginId: string;
  /** What an invalid page does to the build, like Docusaurus's own onBrokenLinks. */
  onInvalidFrontMatter: 'throw' | 'warn';
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {id: 'default', docsPluginId: 'default', onInvalidFrontMatter: 'throw'};

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    docsPluginId: z.string().min(1).default(DEFAULT_OPTIONS.docsPluginId),
    onInvalidFrontMatter: z.enum(['throw', 'warn']).default(DEFAULT_OPTIONS.onInvalidFrontMatter),
  })
  .strict();

export function validateOptions({options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const parsed = optionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid options for the docs-front-matter plugin:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
