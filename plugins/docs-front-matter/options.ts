import * as z from 'zod';
import {createValidateOptions} from '../shared/options';

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

export const validateOptions = createValidateOptions<Options, PluginOptions>('docs-front-matter', optionsSchema);
