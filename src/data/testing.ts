import {expect} from 'vitest';
import * as z from 'zod';

/** Test helpers of the data modules (imported by their tests only). */

/** Fails with zod's readable list of every mismatch, not only the first. */
export function expectMatchesSchema(schema: z.ZodType, data: unknown, name?: string) {
  const result = schema.safeParse(data);
  expect(result.success ? 'ok' : z.prettifyError(result.error), name).toBe('ok');
}

/** The blog-teaser chat's ten replies, in the order it gives them whatever the visitor picks. */
export const TEASER_REPLY_ORDER = [
  'sleep-type',
  'edibles',
  'vapes',
  'pain-type',
  'topical',
  'recreational-type',
  'social',
  'timing',
  'flash-sale',
  'final-upsell',
] as const;
