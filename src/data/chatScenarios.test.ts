import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {DEMO} from './constants';
import {chatScenarioSchema, guidedScriptSchema, teaserScriptSchema, userRepliesSchema} from '@site/src/lib/chat/schema';
import {CHOOSE_PREFIX} from '@site/src/lib/chat/guidedChat';
import type {ScriptMessage} from '@site/src/lib/chat/types';
import {HOME_SCENARIOS, HOME_USER_REPLIES, SLEEP_AID_SCRIPT, TEASER_SCRIPT} from './chatScenarios';
import {DEMO_PRODUCTS} from './demoProducts';
import {expectMatchesSchema, TEASER_REPLY_ORDER} from './testing';

const productIds = new Set(DEMO_PRODUCTS.map((product) => product.id));
const allMessages: ScriptMessage[] = [
  ...HOME_SCENARIOS.flatMap((scenario) => scenario.messages),
  TEASER_SCRIPT.greeting,
  ...TEASER_SCRIPT.replies,
  ...SLEEP_AID_SCRIPT.messages,
];

describe('chat scripts', () => {
  it('match their schemas', () => {
    expectMatchesSchema(z.array(chatScenarioSchema), HOME_SCENARIOS);
    expectMatchesSchema(userRepliesSchema, HOME_USER_REPLIES);
    expectMatchesSchema(teaserScriptSchema, TEASER_SCRIPT);
    expectMatchesSchema(guidedScriptSchema, SLEEP_AID_SCRIPT);
  });

  it('name only products of the demo catalogue', () => {
    for (const message of allMessages)
      for (const id of message.products) expect(productIds.has(id), `${message.id} → ${id}`).toBe(true);
  });

  it('carry the FLASH20 promo on every promo message', () => {
    const promos = allMessages.filter((message) => message.type === 'promo');
    expect(promos.length).toBeGreaterThan(0);
    for (const message of promos) expect(message.promo?.code).toBe(DEMO.flashPromo.code);
  });

  it('steer clear of candy words', () => {
    for (const message of allMessages) expect(message.text, message.id).not.toMatch(/gumm|candy|lollipop/i);
  });
});

describe('home scenarios', () => {
  it('are three, with unique message ids, each opening with a bot message', () => {
    expect(HOME_SCENARIOS).toHaveLength(3);
    const ids = HOME_SCENARIOS.flatMap((scenario) => scenario.messages.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of HOME_SCENARIOS) expect(scenario.messages[0]!.type).toBe('bot');
  });

  it('have a canned sentence for every option value they offer', () => {
    for (const scenario of HOME_SCENARIOS)
      for (const message of scenario.messages)
        for (const option of message.options)
          expect(HOME_USER_REPLIES.byValue[option.value], option.value).toBeDefined();
  });
});

describe('blog-teaser script', () => {
  it('greets with sleep aid, pain relief and recreational', () => {
    expect(TEASER_SCRIPT.greeting.options.map((option) => option.text)).toEqual([
      'Sleep aid',
      'Pain relief',
      'Recreational',
    ]);
  });

  it('has the ten teaser replies in order, the flash sale as a promo, and options on all but the last', () => {
    expect(TEASER_SCRIPT.replies.map((reply) => reply.id)).toEqual(TEASER_REPLY_ORDER);
    expect(TEASER_SCRIPT.replies.find((reply) => reply.id === 'flash-sale')!.type).toBe('promo');
    expect(TEASER_SCRIPT.replies.slice(0, -1).every((reply) => reply.options.length > 0)).toBe(true);
    expect(TEASER_SCRIPT.replies.at(-1)!.options).toEqual([]);
  });
});

describe('sleep-aid script', () => {
  const byId = new Map(SLEEP_AID_SCRIPT.messages.map((message) => [message.id, message]));

  it('routes to messages that exist', () => {
    for (const id of SLEEP_AID_SCRIPT.greeting) expect(byId.has(id), id).toBe(true);
    for (const [value, ids] of Object.entries(SLEEP_AID_SCRIPT.routes))
      for (const id of ids) expect(byId.has(id), `${value} → ${id}`).toBe(true);
  });

  it('routes every option, and offers to choose only products the message shows', () => {
    for (const message of SLEEP_AID_SCRIPT.messages)
      for (const option of message.options) {
        expect(SLEEP_AID_SCRIPT.routes[option.value], `${message.id}: ${option.value}`).toBeDefined();
        if (option.value.startsWith(CHOOSE_PREFIX))
          expect(message.products).toContain(option.value.slice(CHOOSE_PREFIX.length));
      }
  });

  it('ends every path on a message without options', () => {
    expect(SLEEP_AID_SCRIPT.messages.some((message) => message.options.length === 0 && message.type === 'bot')).toBe(
      true,
    );
  });
});
