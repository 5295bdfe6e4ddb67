import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEMO} from '@site/src/data/constants';
import {TEASER_SCRIPT} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {TEASER_REPLY_ORDER} from '@site/src/data/testing';
import {summarize} from './summary';
import {createTeaserChat, type TeaserChat} from './teaserChat';

const bots = (chat: TeaserChat) =>
  chat.getState().messages.filter((message) => message.type !== 'user' && !message.isTyping);
const lastWithOptions = (chat: TeaserChat) =>
  [...chat.getState().messages].reverse().find((message) => message.options.length > 0)!;

/** Clicks the option at `pick` (wrapping) of the newest message with options, then waits for the reply. */
function answer(chat: TeaserChat, pick = 0) {
  const message = lastWithOptions(chat);
  chat.chooseOption(message.id, message.options[pick % message.options.length]!.value);
  vi.advanceTimersByTime(DEMO.chatDemoReplyMs);
}

describe('blog-teaser chat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = () => createTeaserChat({script: TEASER_SCRIPT.en, catalog: DEMO_PRODUCTS.en});

  it('opens with the greeting and its three options', () => {
    const chat = make();
    const [greeting] = chat.getState().messages;
    expect(chat.getState().messages).toHaveLength(1);
    expect(greeting!.options.map((option) => option.text)).toEqual(['Sleep aid', 'Pain relief', 'Recreational']);
  });

  it('adds the visitor message at once and the next reply 1 s later', () => {
    const chat = make();
    const greeting = chat.getState().messages[0]!;
    chat.chooseOption(greeting.id, greeting.options[1]!.value);
    const [, mine, typing] = chat.getState().messages;
    expect(mine).toMatchObject({type: 'user', text: greeting.options[1]!.text});
    expect(typing!.isTyping).toBe(true);
    vi.advanceTimersByTime(DEMO.chatDemoReplyMs - 1);
    expect(bots(chat)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(bots(chat).map((message) => message.id)).toEqual([greeting.id, TEASER_SCRIPT.en.replies[0]!.id]);
  });

  it('replies in the fixed order whatever option is picked', () => {
    for (const pick of [0, 1, 2]) {
      const chat = make();
      TEASER_SCRIPT.en.replies.forEach(() => answer(chat, pick));
      expect(
        bots(chat)
          .slice(1)
          .map((message) => message.id),
      ).toEqual(TEASER_REPLY_ORDER);
    }
  });

  it('is complete when every reply is used, with a summary of the products shown', () => {
    const chat = make();
    TEASER_SCRIPT.en.replies.slice(0, -1).forEach(() => answer(chat));
    expect(chat.getState().complete).toBe(false);
    answer(chat);
    const state = chat.getState();
    expect(state.complete).toBe(true);
    expect(state.repliesUsed).toBe(TEASER_SCRIPT.en.replies.length);
    expect(state.summary).toEqual(summarize(state.messages.flatMap((message) => message.products)));
    expect(state.messages.find((message) => message.type === 'promo')?.promo?.code).toBe(DEMO.flashPromo.code);
  });

  it('ignores clicks while a reply is on its way and options already answered', () => {
    const chat = make();
    const greeting = chat.getState().messages[0]!;
    chat.chooseOption(greeting.id, greeting.options[0]!.value);
    chat.chooseOption(greeting.id, greeting.options[1]!.value);
    vi.advanceTimersByTime(DEMO.chatDemoReplyMs);
    expect(chat.getState().messages.filter((message) => message.type === 'user')).toHaveLength(1);
    expect(chat.getState().repliesUsed).toBe(1);
  });

  it('restores the greeting on reset, even mid-reply', () => {
    const chat = make();
    answer(chat);
    answer(chat);
    const greeting = lastWithOptions(chat);
    chat.chooseOption(greeting.id, greeting.options[0]!.value);
    chat.reset();
    vi.advanceTimersByTime(DEMO.chatDemoReplyMs * 3);
    expect(chat.getState()).toMatchObject({repliesUsed: 0, complete: false, summary: null});
    expect(chat.getState().messages.map((message) => message.id)).toEqual([TEASER_SCRIPT.en.greeting.id]);
    expect(chat.getState().messages[0]!.options).toHaveLength(3);
  });
});
