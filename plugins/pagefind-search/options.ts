import * as z from 'zod';
import {createValidateOptions} from '../shared/options';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus namespaces generated files by it). */
  id: string;
  /** Folder of the index inside the build; the search box loads `/<outputDir>/pagefind.js`. */
  outputDir: string;
  /** Routes left out of the index: exact paths, or prefixes written as `/blog/tags/**`. */
  ignorePaths: readonly string[];
  /** Page parts that are not content (navbar, footer…), so results only match what a page says. */
  excludeSelectors: readonly string[];
  /** Language of every page, so words are stemmed the same way. */
  language: string;
};

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  outputDir: 'pagefind',
  ignorePaths: [],
  excludeSelectors: [
    '.theme-layout-navbar',
    '.theme-layout-footer',
    '.navbar',
    '.footer',
    '[class*="skipToContent"]',
    '.theme-announcement-bar',
    '[data-pagefind-ignore]',
  ],
  language: 'en',
};

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    outputDir: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'must be a plain folder name')
      .default(DEFAULT_OPTIONS.outputDir),
    ignorePaths: z.array(z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /')).default([]),
    excludeSelectors: z.array(z.string().min(1)).default([...DEFAULT_OPTIONS.excludeSelectors]),
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code like en')
      .default(DEFAULT_OPTIONS.language),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('pagefind-search', optionsSchema);
