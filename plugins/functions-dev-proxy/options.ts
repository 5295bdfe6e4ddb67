import * as z from 'zod';
import {parseOptions} from '../shared/options';

export type PluginOptions = {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Where `npm start` runs the functions server; the dev server forwards the functions path to it. */
  target: string;
};

export type Options = Partial<PluginOptions>;

/** scripts/start.mjs passes its functions port in FUNCTIONS_DEV_TARGET. */
const DEFAULT_OPTIONS: PluginOptions = {
  id: 'default',
  target: process.env.FUNCTIONS_DEV_TARGET ?? 'http://127.0.0.1:3001',
};

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    target: z.url({protocol: /^https?$/, error: 'must be an http(s) URL'}).default(DEFAULT_OPTIONS.target),
  })
  .strict();

export function normalizeOptions(options: unknown): PluginOptions {
  return parseOptions('functions-dev-proxy', optionsSchema, options);
}
