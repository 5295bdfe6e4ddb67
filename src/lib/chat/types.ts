import type * as z from 'zod';
import type {
  chatOptionSchema,
  chatScenarioSchema,
  demoProductSchema,
  guidedScriptSchema,
  promoSchema,
  scriptMessageSchema,
  teaserScriptSchema,
  userRepliesSchema,
} from './schema';

export type DemoProduct = z.infer<typeof demoProductSchema>;
export type Promo = z.infer<typeof promoSchema>;
export type ChatOption = z.infer<typeof chatOptionSchema>;
export type ScriptMessage = z.infer<typeof scriptMessageSchema>;
export type ChatScenario = z.infer<typeof chatScenarioSchema>;
export type GuidedScript = z.infer<typeof guidedScriptSchema>;
export type TeaserScript = z.infer<typeof teaserScriptSchema>;
export type UserReplies = z.infer<typeof userRepliesSchema>;

/** A message on screen: products resolved from the catalogue. */
export type ChatMessage = Omit<ScriptMessage, 'products' | 'isTyping'> & {isTyping: boolean; products: DemoProduct[]};

/** The order summary at the end of a chat: products, total, savings and coupon. */
export type ConversationSummary = {
  products: DemoProduct[];
  /** Dollars with 2 decimals, e.g. "42.50". */
  total: string;
  /** List price minus total, or "0.00". */
  savings: string;
  couponCode: string;
};
