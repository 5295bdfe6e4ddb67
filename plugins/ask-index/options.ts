import * as z from 'zod';
import {createValidateOptions} from '../shared/options';
import {ASK_INDEX_PATH} from '../../src/data/constants/ask';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Id of the docs-plugin instance whose pages make the Help Center. */
  docsPluginId: string;
  /** Site path of the index file the build writes; the browser fetches it on the first question. */
  outputPath: string;
  /** Page paths left out of the index (the Help Center landing page only holds a search box and cards). */
  ignorePaths: readonly string[];
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  docsPluginId: 'default',
  outputPath: ASK_INDEX_PATH,
  ignorePaths: ['/docs'],
};

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    docsPluginId: z.string().default(DEFAULT_OPTIONS.docsPluginId),
    outputPath: z
      .string()
      .regex(/^\/[a-z0-9/_.-]+\.json$/i, 'must be a site path ending in .json')
      .default(DEFAULT_OPTIONS.outputPath),
    ignorePaths: z
      .array(z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /'))
      .default([...DEFAULT_OPTIONS.ignorePaths]),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('ask-index', optionsSchema);
