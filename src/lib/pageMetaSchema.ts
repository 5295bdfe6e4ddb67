import * as z from 'zod';
import {TITLE_SUFFIX} from '../data/constants';
import type {PageMeta} from './pageMeta';

/** The rules every entry of the page metadata table follows (checked by its tests, never shipped to the browser). */
export const pageMetaSchema = z
  .object({
    title: z
      .string()
      .min(TITLE_SUFFIX.length + 5)
      .max(70)
      .refine((title) => title.endsWith(TITLE_SUFFIX), `must end with "${TITLE_SUFFIX}"`),
    description: z.string().min(70).max(170),
    keywords: z.array(z.string().min(3)).min(3),
    canonical: z.string().regex(/^\/(?!\/)[a-z0-9/-]*$/, 'must be a site path like /pricing'),
    ogImage: z
      .string()
      .regex(/^\/img\/.+\.(png|jpe?g)$/, 'must be a PNG or JPEG under /img')
      .optional(),
  })
  .strict();

// The schema and the hand-written type must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof pageMetaSchema>, PageMeta> = true;
void sameShape;
