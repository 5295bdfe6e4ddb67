import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {DEMO, LOCALES, type Locale} from './constants';
import {chatScenarioSchema, guidedScriptSchema, teaserScriptSchema, userRepliesSchema} from '@site/src/lib/chat/schema';
import {CHOOSE_PREFIX} from '@site/src/lib/chat/guidedChat';
import type {ScriptMessage} from '@site/src/lib/chat/types';
import {HOME_SCENARIOS, HOME_USER_REPLIES, SLEEP_AID_SCRIPT, TEASER_SCRIPT} from './chatScenarios';
import {DEMO_PRODUCTS} from './demoProducts';
import {expectMatchesSchema, TEASER_REPLY_ORDER} from './testing';

const allMessages = (locale: Locale): ScriptMessage[] => [
  ...HOME_SCENARIOS[locale].flatMap((scenario) => scenario.messages),
  TEASER_SCRIPT[locale].greeting,
  ...TEASER_SCRIPT[locale].replies,
  ...SLEEP_AID_SCRIPT[locale].messages,
];

/** A message without its words: what the engines and the summary act on. */
const shape = ({id, type, timestamp, products, contextRef, options, promo}: ScriptMessage) => ({
  id,
  type,
  timestamp,
  products,
  contextRef,
  values: options.map((option) => option.value),
  promo: promo && {code: promo.code, discount: promo.discount, expiryTime: promo.expiryTime},
});

describe('chat scripts', () => {
  it('match their schemas in every language', () => {
    for (const locale of LOCALES) {
      expectMatchesSchema(z.array(chatScenarioSchema), HOME_SCENARIOS[locale], locale);
      expectMatchesSchema(userRepliesSchema, HOME_USER_REPLIES[locale], locale);
      expectMatchesSchema(teaserScriptSchema, TEASER_SCRIPT[locale], locale);
      expectMatchesSchema(guidedScriptSchema, SLEEP_AID_SCRIPT[locale], locale);
    }
  });

  it('name only products of the demo catalogue', () => {
    for (const locale of LOCALES) {
      const productIds = new Set(DEMO_PRODUCTS[locale].map((product) => product.id));
      for (const message of allMessages(locale))
        for (const id of message.products) expect(productIds.has(id), `${locale} ${message.id} → ${id}`).toBe(true);
    }
  });

  it('carry the FLASH20 promo on every promo message', () => {
    for (const locale of LOCALES) {
      const promos = allMessages(locale).filter((message) => message.type === 'promo');
      expect(promos.length).toBeGreaterThan(0);
      for (const message of promos) expect(message.promo?.code).toBe(DEMO.flashPromo.code);
    }
  });

  it('steer clear of candy words', () => {
    for (const locale of LOCALES)
      for (const message of allMessages(locale))
        expect(message.text, `${locale} ${message.id}`).not.toMatch(
          /gumm|candy|lollipop|gomit|golosina|caramelo|paleta/i,
        );
  });

  it('are the same conversations in every language: ids, clock times, products, options and routes', () => {
    for (const locale of LOCALES) {
      expect(allMessages(locale).map(shape), locale).toEqual(allMessages('en').map(shape));
      expect(HOME_SCENARIOS[locale].map((scenario) => scenario.id)).toEqual(HOME_SCENARIOS.en.map((s) => s.id));
      expect(Object.keys(HOME_USER_REPLIES[locale].byValue).sort()).toEqual(
        Object.keys(HOME_USER_REPLIES.en.byValue).sort(),
      );
      expect(SLEEP_AID_SCRIPT[locale].greeting).toEqual(SLEEP_AID_SCRIPT.en.greeting);
      expect(SLEEP_AID_SCRIPT[locale].routes).toEqual(SLEEP_AID_SCRIPT.en.routes);
    }
  });

  it('word the promo card in the script’s language', () => {
    const [enPromo] = allMessages('en').filter((message) => message.type === 'promo');
    const [esPromo] = allMessages('es').filter((message) => message.type === 'promo');
    expect(enPromo!.promo!.title).toMatch(/^Flash sale/);
    expect(esPromo!.promo!.title).toMatch(/^Oferta relámpago/);
  });
});

describe('home scenarios', () => {
  it('are three, with unique message ids, each opening with a bot message', () => {
    expect(HOME_SCENARIOS.en).toHaveLength(3);
    const ids = HOME_SCENARIOS.en.flatMap((scenario) => scenario.messages.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of HOME_SCENARIOS.en) expect(scenario.messages[0]!.type).toBe('bot');
  });

  it('have a canned sentence for every option value they offer', () => {
    for (const locale of LOCALES)
      for (const scenario of HOME_SCENARIOS[locale])
        for (const message of scenario.messages)
          for (const option of message.options)
            expect(HOME_USER_REPLIES[locale].byValue[option.value], `${locale} ${option.value}`).toBeDefined();
  });
});

describe('blog-teaser script', () => {
  it('greets with sleep aid, pain relief and recreational', () => {
    expect(TEASER_SCRIPT.en.greeting.options.map((option) => option.text)).toEqual([
      'Sleep aid',
      'Pain relief',
      'Recreational',
    ]);
  });

  it('has the ten teaser replies in order, the flash sale as a promo, and options on all but the last', () => {
    for (const locale of LOCALES) {
      const {replies} = TEASER_SCRIPT[locale];
      expect(replies.map((reply) => reply.id)).toEqual(TEASER_REPLY_ORDER);
      expect(replies.find((reply) => reply.id === 'flash-sale')!.type).toBe('promo');
      expect(replies.slice(0, -1).every((reply) => reply.options.length > 0)).toBe(true);
      expect(replies.at(-1)!.options).toEqual([]);
    }
  });
});

describe('sleep-aid script', () => {
  it('routes to messages that exist', () => {
    for (const locale of LOCALES) {
      const script = SLEEP_AID_SCRIPT[locale];
      const byId = new Map(script.messages.map((message) => [message.id, message]));
      for (const id of script.greeting) expect(byId.has(id), id).toBe(true);
      for (const [value, ids] of Object.entries(script.routes))
        for (const id of ids) expect(byId.has(id), `${value} → ${id}`).toBe(true);
    }
  });

  it('routes every option, and offers to choose only products the message shows', () => {
    for (const locale of LOCALES) {
      const script = SLEEP_AID_SCRIPT[locale];
      for (const message of script.messages)
        for (const option of message.options) {
          expect(script.routes[option.value], `${message.id}: ${option.value}`).toBeDefined();
          if (option.value.startsWith(CHOOSE_PREFIX))
            expect(message.products).toContain(option.value.slice(CHOOSE_PREFIX.length));
        }
    }
  });

  it('ends every path on a message without options', () => {
    for (const locale of LOCALES)
      expect(
        SLEEP_AID_SCRIPT[locale].messages.some((message) => message.options.length === 0 && message.type === 'bot'),
      ).toBe(true);
  });
});
