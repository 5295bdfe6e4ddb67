import type {OptionValidationContext} from '@docusaurus/types';
import type * as z from 'zod';

/** Turns zod issues into one message that names the plugin and each failing option. */
function describeOptionErrors(pluginName: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `Invalid options for the ${pluginName} plugin:\n${lines.join('\n')}`;
}

/** Parses a plugin's options with its schema (defaults applied), or throws naming every bad option. */
export function parseOptions<T>(pluginName: string, schema: z.ZodType<T>, options: unknown): T {
  const parsed = schema.safeParse(options ?? {});
  if (!parsed.success) throw new Error(describeOptionErrors(pluginName, parsed.error));
  return parsed.data;
}

/**
 * A plugin's `validateOptions` export, the shape Docusaurus calls before the
 * plugin runs: every plugin of ours validates the same way, with one message format.
 */
export function createValidateOptions<Options, PluginOptions>(pluginName: string, schema: z.ZodType<PluginOptions>) {
  return ({options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions =>
    parseOptions(pluginName, schema, options);
}
