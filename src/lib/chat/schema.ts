import * as z from 'zod';

/**
 * Schemas of the scripted chat demos' data (demo chat message, demo
 * product, promo). Only the data tests import this module at run time; the
 * site imports the inferred types, so zod stays out of the page bundle.
 */

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');
const decimal = z.string().regex(/^\d+\.\d{2}$/, 'must be a price like 24.00');
const nonEmpty = z.string().trim().min(1);

export const PRODUCT_TYPES = ['Edible', 'Vape', 'Tincture', 'Topical', 'Pre-rolls'] as const;
const PROMO_TYPES = ['discount', 'bundle', 'freeShipping', 'reward'] as const;
const MESSAGE_TYPES = ['bot', 'user', 'promo'] as const;

export const demoProductSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: nonEmpty,
    type: z.enum(PRODUCT_TYPES),
    /** Potency as shown on the label, e.g. "5 mg THC per cup" or "78% THC". */
    thc: nonEmpty,
    flavor: nonEmpty,
    effects: z.array(nonEmpty).min(1),
    /** A neutral symbol (leaf, droplet); never candy or cartoon imagery. */
    emoji: nonEmpty,
    image: sitePath,
    /** List price in dollars, as a string the summary parses as a decimal. */
    price: decimal,
    salePrice: decimal.nullable(),
    /** Label shown on the sale badge, e.g. "20% off". */
    discount: nonEmpty.nullable(),
    isNew: z.boolean(),
    isSale: z.boolean(),
    isFeatured: z.boolean(),
  })
  .strict()
  .refine((p) => p.isSale === (p.salePrice !== null) && p.isSale === (p.discount !== null), {
    message: 'isSale, salePrice and discount must agree',
  })
  .refine((p) => p.salePrice === null || Number(p.salePrice) < Number(p.price), {
    message: 'salePrice must be below price',
  });

export const promoSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    /** Label such as "20%". */
    discount: nonEmpty,
    /** Minutes the offer stays valid once shown. */
    expiryTime: z.number().int().positive(),
    promoType: z.enum(PROMO_TYPES),
    code: z.string().regex(/^[A-Z0-9]+$/),
  })
  .strict();

export const chatOptionSchema = z.object({text: nonEmpty, value: z.string().regex(/^[a-z0-9:-]+$/)}).strict();

/** A message as written in a script: products are referenced by id. */
export const scriptMessageSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(MESSAGE_TYPES),
    text: nonEmpty,
    /** Clock time shown under the bubble, e.g. "11:42 PM". */
    timestamp: z.string().regex(/^\d{1,2}:\d{2} [AP]M$/),
    /** True only for the typing-indicator pseudo message; scripts never set it. */
    isTyping: z.literal(false),
    options: z.array(chatOptionSchema),
    products: z.array(z.string()),
    /** What this message answers (an option value or a scenario step), for readers of the script. */
    contextRef: z.string().nullable(),
    promo: promoSchema.nullable(),
  })
  .strict()
  .refine((m) => (m.type === 'promo') === (m.promo !== null), {message: 'promo messages, and only they, carry a promo'})
  .refine((m) => m.type !== 'user' || (m.options.length === 0 && m.products.length === 0), {
    message: 'user messages carry no options or products',
  });

export const chatScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Shopper persona, shown above the chat. */
    title: nonEmpty,
    messages: z.array(scriptMessageSchema).min(3),
  })
  .strict();

export const guidedScriptSchema = z
  .object({
    /** Message ids played when the chat starts or resets. */
    greeting: z.array(z.string()).min(1),
    /** Option value → message ids played after the visitor picks it. */
    routes: z.record(z.string(), z.array(z.string()).min(1)),
    messages: z.array(scriptMessageSchema),
  })
  .strict();

export const teaserScriptSchema = z
  .object({
    greeting: scriptMessageSchema,
    /** Played in this order, one per click, whatever option was picked. */
    replies: z.array(scriptMessageSchema).min(1),
  })
  .strict();

export const userRepliesSchema = z
  .object({
    /** Option value → the sentence the visitor "says" when picking it. */
    byValue: z.record(z.string(), nonEmpty),
    fallback: nonEmpty,
  })
  .strict();
