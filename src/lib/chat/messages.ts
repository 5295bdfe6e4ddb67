import {DEMO} from '@site/src/data/constants';
import {randomInt, type RandomSource} from '../timers';
import type {ChatMessage, ChatOption, DemoProduct, ScriptMessage} from './types';

/** Turns a script message into an on-screen one, looking its products up by id. */
export function resolveMessage(message: ScriptMessage, catalog: readonly DemoProduct[]): ChatMessage {
  return {
    ...message,
    products: message.products.map((id) => {
      const product = catalog.find((candidate) => candidate.id === id);
      if (!product) throw new Error(`Chat script message "${message.id}" names unknown product "${id}"`);
      return product;
    }),
  };
}

const TYPING_ID = 'typing';

/** The typing indicator is a message of its own (isTyping), so lists render it in place. */
export function typingMessage(timestamp: string): ChatMessage {
  return {
    id: TYPING_ID,
    type: 'bot',
    text: 'BudBot is typing',
    timestamp,
    isTyping: true,
    options: [],
    products: [],
    contextRef: null,
    promo: null,
  };
}

export function withoutTyping(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => !message.isTyping);
}

export function userMessage(id: string, text: string, timestamp: string, contextRef: string | null): ChatMessage {
  return {id, type: 'user', text, timestamp, isTyping: false, options: [], products: [], contextRef, promo: null};
}

/** Finds an option still on screen; answered messages lose their options. */
export function findOption(
  messages: readonly ChatMessage[],
  messageId: string,
  value: string,
): {message: ChatMessage; option: ChatOption} | null {
  const message = messages.find((candidate) => candidate.id === messageId);
  const option = message?.options.find((candidate) => candidate.value === value);
  return message && option ? {message, option} : null;
}

export function clearOptions(messages: readonly ChatMessage[], messageId: string): ChatMessage[] {
  return messages.map((message) => (message.id === messageId ? {...message, options: []} : message));
}

/**
 * The pause before a message appears. A bot "types" for
 * 2200–3000 ms, a promo pops up after 1500 ms, anything else after 1800 ms.
 */
export function delayBefore(message: Pick<ScriptMessage, 'type'>, random: RandomSource): number {
  if (message.type === 'bot') return randomInt(random, DEMO.botTypingMinMs, DEMO.botTypingMaxMs);
  if (message.type === 'promo') return DEMO.promoDelayMs;
  return DEMO.otherDelayMs;
}

/** How long the typing indicator shows at the end of a bot message's pause: 1500 ms. */
export function typingLead(delay: number): number {
  return Math.min(DEMO.typingShownMs, delay);
}

/**
 * Shows a message after `delay`; for a bot message the typing indicator
 * covers the last part of the pause.
 */
export function scheduleMessage(
  after: (ms: number, step: () => void) => void,
  {
    delay,
    typingIndicator,
    setTyping,
    show,
  }: {delay: number; typingIndicator: boolean; setTyping: (on: boolean) => void; show: () => void},
): void {
  if (!typingIndicator) {
    after(delay, show);
    return;
  }
  const lead = typingLead(delay);
  after(delay - lead, () => {
    setTyping(true);
    after(lead, () => {
      setTyping(false);
      show();
    });
  });
}
