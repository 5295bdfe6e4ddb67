import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEMO} from '@site/src/data/constants';
import {SLEEP_AID_SCRIPT} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {CHOOSE_PREFIX, createGuidedChat, type GuidedChat} from './guidedChat';
import {summarize} from './summary';

const LONGEST_PAUSE = DEMO.botTypingMaxMs;
const ids = (chat: GuidedChat) =>
  chat
    .getState()
    .messages.filter((message) => !message.isTyping)
    .map((message) => message.id);

function pick(chat: GuidedChat, value: string) {
  const message = [...chat.getState().messages]
    .reverse()
    .find((candidate) => candidate.options.some((option) => option.value === value));
  if (!message) throw new Error(`no option ${value} on screen`);
  chat.chooseOption(message.id, value);
  const route = SLEEP_AID_SCRIPT.en.routes[value] ?? [];
  vi.advanceTimersByTime(route.length * LONGEST_PAUSE);
}

describe('/demo sleep-aid chat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = (showSummary = true) => {
    const chat = createGuidedChat({
      script: SLEEP_AID_SCRIPT.en,
      catalog: DEMO_PRODUCTS.en,
      showSummary,
      random: () => 0,
    });
    chat.start();
    return chat;
  };

  it('shows the greeting 800 ms after start', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs - 1);
    expect(ids(chat)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ids(chat)).toEqual(SLEEP_AID_SCRIPT.en.greeting);
  });

  it('adds the visitor message and the routed reply behind a typing indicator', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    chat.chooseOption('greeting', 'falling-asleep');
    expect(chat.getState().messages.at(-1)).toMatchObject({type: 'user', text: 'Falling asleep'});
    expect(chat.getState().busy).toBe(true);
    vi.advanceTimersByTime(DEMO.botTypingMinMs - DEMO.typingShownMs);
    expect(chat.getState().messages.at(-1)!.isTyping).toBe(true);
    vi.advanceTimersByTime(DEMO.typingShownMs);
    expect(ids(chat).at(-1)).toBe('falling-asleep');
    expect(chat.getState().busy).toBe(false);
  });

  it('has no summary until a product is chosen, then summarises the chosen products', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    pick(chat, 'staying-asleep');
    pick(chat, 'format-edible');
    expect(chat.getState().summary).toBeNull();
    pick(chat, `${CHOOSE_PREFIX}slow-release-sleep-capsules`);
    const capsules = DEMO_PRODUCTS.en.find((product) => product.id === 'slow-release-sleep-capsules')!;
    expect(chat.getState().chosen).toEqual([capsules]);
    expect(chat.getState().summary).toEqual(summarize([capsules]));

    pick(chat, 'pairing');
    pick(chat, `${CHOOSE_PREFIX}arnica-relief-balm`);
    const balm = DEMO_PRODUCTS.en.find((product) => product.id === 'arnica-relief-balm')!;
    expect(chat.getState().summary).toEqual(summarize([capsules, balm]));
    expect(ids(chat).slice(-3)).toEqual(['added-pairing', 'flash-promo', 'goodbye']);
    expect(chat.getState().messages.find((message) => message.type === 'promo')?.promo?.code).toBe(
      DEMO.flashPromo.code,
    );
  });

  it('plays the Spanish script in Spanish, to the same order and summary', () => {
    const chat = createGuidedChat({
      script: SLEEP_AID_SCRIPT.es,
      catalog: DEMO_PRODUCTS.es,
      showSummary: true,
      random: () => 0,
    });
    chat.start();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    pick(chat, 'falling-asleep');
    expect(chat.getState().messages.find((message) => message.type === 'user')?.text).toBe('Conciliar el sueño');
    pick(chat, 'format-tincture');
    pick(chat, `${CHOOSE_PREFIX}night-cap-tincture`);
    pick(chat, 'all-set');
    expect(ids(chat).slice(-2)).toEqual(['flash-promo', 'goodbye']);
    expect(chat.getState().messages.find((message) => message.type === 'promo')?.promo?.title).toMatch(
      /^Oferta relámpago/,
    );
    const tincture = (locale: 'en' | 'es') =>
      DEMO_PRODUCTS[locale].find((product) => product.id === 'night-cap-tincture')!;
    expect(chat.getState().chosen).toEqual([tincture('es')]);
    const {products: _spanish, ...totals} = chat.getState().summary!;
    const {products: _english, ...englishTotals} = summarize([tincture('en')]);
    expect(totals).toEqual(englishTotals);
  });

  it('keeps the summary hidden when the flag is off', () => {
    const chat = make(false);
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    pick(chat, 'falling-asleep');
    pick(chat, 'format-tincture');
    pick(chat, `${CHOOSE_PREFIX}night-cap-tincture`);
    expect(chat.getState().chosen).toHaveLength(1);
    expect(chat.getState().summary).toBeNull();
  });

  it('ignores clicks while a reply is still coming', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    chat.chooseOption('greeting', 'falling-asleep');
    chat.chooseOption('greeting', 'racing-mind');
    expect(chat.getState().messages.filter((message) => message.type === 'user')).toHaveLength(1);
  });

  it('gives a message shown twice its own id', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    pick(chat, 'racing-mind');
    pick(chat, 'format-edible');
    pick(chat, 'format-tincture');
    pick(chat, 'format-edible');
    const shown = ids(chat);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.filter((id) => /^edible-picks(~\d+)?$/.test(id))).toHaveLength(2);
  });

  it('restarts from the greeting on reset', () => {
    const chat = make();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    pick(chat, 'falling-asleep');
    pick(chat, 'format-vape');
    pick(chat, `${CHOOSE_PREFIX}cbn-night-vape`);
    chat.reset();
    expect(chat.getState()).toMatchObject({messages: [], chosen: [], summary: null});
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    expect(ids(chat)).toEqual(SLEEP_AID_SCRIPT.en.greeting);
  });
});
