import * as z from 'zod';
import {NOT_FOUND_LISTS} from '../../src/data/notFound';
import {createValidateOptions} from '../shared/options';

export type PluginOptions = {
  /** Plugin instance id. */
  id: string;
  /**
   * The lists (`/blog`, `/docs`…) whose not-found page is pre-rendered, each one of
   * `src/data/notFound.ts`. A list joins once its route exists, or the page's back link is broken.
   */
  lists: readonly string[];
  /** Route component of the pre-rendered pages: the theme's not-found page. */
  component: string;
};

export type Options = Partial<PluginOptions>;

const DEFAULT_OPTIONS: PluginOptions = {id: 'default', lists: [], component: '@theme/NotFound'};

const knownLists = new Set<string>(NOT_FOUND_LISTS);

const optionsSchema = z
  .object({
    id: z.string().default(DEFAULT_OPTIONS.id),
    lists: z
      .array(z.string().refine((list) => knownLists.has(list), 'must be a list of src/data/notFound.ts'))
      .default([]),
    component: z.string().min(1).default(DEFAULT_OPTIONS.component),
  })
  .strict();

export const validateOptions = createValidateOptions<Options, PluginOptions>('not-found-pages', optionsSchema);
