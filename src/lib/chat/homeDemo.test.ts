import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEMO} from '@site/src/data/constants';
import {HOME_SCENARIOS, HOME_USER_REPLIES} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {createHomeDemo, type HomeDemo} from './homeDemo';
import {delayBefore, typingLead} from './messages';
import {summarize} from './summary';

const random = () => 0;
const visible = (demo: HomeDemo) => demo.getState().messages.filter((message) => !message.isTyping);
const typing = (demo: HomeDemo) => demo.getState().messages.some((message) => message.isTyping);

/** Milliseconds from start() until each message of a scenario appears. */
function timeline(scenarioIndex: number): number[] {
  let at = 0;
  return HOME_SCENARIOS.en[scenarioIndex]!.messages.map(
    (message, index) => (at += index === 0 ? DEMO.firstMessageMs : delayBefore(message, random)),
  );
}

function makeDemo(options: Partial<Parameters<typeof createHomeDemo>[0]> = {}) {
  return createHomeDemo({
    scenarios: HOME_SCENARIOS.en,
    catalog: DEMO_PRODUCTS.en,
    userReplies: HOME_USER_REPLIES.en,
    random,
    ...options,
  });
}

describe('home chat demo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays the first scenario message by message on the demo timings', () => {
    const demo = makeDemo();
    demo.start();
    const times = timeline(0);
    const script = HOME_SCENARIOS.en[0]!.messages;
    let now = 0;
    times.forEach((at, index) => {
      vi.advanceTimersByTime(at - 1 - now);
      now = at - 1;
      expect(visible(demo)).toHaveLength(index);
      vi.advanceTimersByTime(1);
      now = at;
      expect(visible(demo).map((message) => message.id)).toEqual(
        script.slice(0, index + 1).map((message) => message.id),
      );
    });
  });

  it('shows the first message without a typing indicator, and later bot messages behind one for 1500 ms', () => {
    const demo = makeDemo();
    demo.start();
    vi.advanceTimersByTime(DEMO.firstMessageMs - 1);
    expect(typing(demo)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(typing(demo)).toBe(false);

    const times = timeline(0);
    const botIndex = HOME_SCENARIOS.en[0]!.messages.findIndex((message, index) => index > 0 && message.type === 'bot');
    const lead = typingLead(times[botIndex]! - times[botIndex - 1]!);
    vi.advanceTimersByTime(times[botIndex]! - lead - DEMO.firstMessageMs - 1);
    expect(typing(demo)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(typing(demo)).toBe(true);
    expect(demo.getState().messages.at(-1)?.isTyping).toBe(true);
    vi.advanceTimersByTime(lead);
    expect(typing(demo)).toBe(false);
    expect(visible(demo)).toHaveLength(botIndex + 1);
  });

  it('resolves product ids into products', () => {
    const demo = makeDemo();
    demo.start({instant: true});
    const withProducts = demo.getState().messages.find((message) => message.products.length > 0)!;
    expect(withProducts.products[0]).toHaveProperty('price');
  });

  it('shows the summary 1 s after the last message, complete 1 s later, then the next scenario 10 s after', () => {
    const demo = makeDemo();
    demo.start();
    const last = timeline(0).at(-1)!;
    vi.advanceTimersByTime(last + DEMO.summaryFirstMs - 1);
    expect(demo.getState().summaryStatus).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(demo.getState().summaryStatus).toBe('preparing');
    expect(demo.getState().summary).toBeNull();
    vi.advanceTimersByTime(DEMO.summarySecondMs);
    expect(demo.getState().summaryStatus).toBe('ready');
    const products = HOME_SCENARIOS.en[0]!.messages.flatMap((message) => message.products).map((id) =>
      DEMO_PRODUCTS.en.find((p) => p.id === id)!,
    );
    expect(demo.getState().summary).toEqual(summarize(products));

    vi.advanceTimersByTime(DEMO.nextScenarioMs - 1);
    expect(demo.getState().scenarioIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(demo.getState().scenarioIndex).toBe(1);
    expect(demo.getState().messages).toEqual([]);
    expect(demo.getState().summaryStatus).toBe('hidden');
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    expect(visible(demo)[0]?.id).toBe(HOME_SCENARIOS.en[1]!.messages[0]!.id);
  });

  it('loops through the three scenarios back to the first', () => {
    const demo = makeDemo();
    demo.start();
    const seen = [demo.getState().scenarioIndex];
    for (let index = 0; index < HOME_SCENARIOS.en.length; index++) {
      vi.advanceTimersByTime(
        timeline(index).at(-1)! + DEMO.summaryFirstMs + DEMO.summarySecondMs + DEMO.nextScenarioMs,
      );
      seen.push(demo.getState().scenarioIndex);
    }
    expect(HOME_SCENARIOS.en).toHaveLength(3);
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('stays on its scenario in single-scenario mode', () => {
    const demo = makeDemo({singleScenario: true});
    demo.start();
    vi.advanceTimersByTime(timeline(0).at(-1)! + DEMO.summaryFirstMs + DEMO.summarySecondMs + DEMO.nextScenarioMs * 5);
    expect(demo.getState().scenarioIndex).toBe(0);
    expect(demo.getState().summaryStatus).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers an option with the canned sentence for its value, replacing the scripted shopper reply', () => {
    const demo = makeDemo();
    demo.start();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    const greeting = visible(demo)[0]!;
    const option = greeting.options[0]!;
    demo.chooseOption(greeting.id, option.value);
    const answer = visible(demo)[1]!;
    expect(answer.type).toBe('user');
    expect(answer.text).toBe(HOME_USER_REPLIES.en.byValue[option.value]);
    expect(visible(demo)[0]!.options).toEqual([]);

    // The scripted shopper line is skipped; the bot's next message follows.
    vi.advanceTimersByTime(DEMO.botTypingMaxMs);
    expect(visible(demo)[2]!.id).toBe(HOME_SCENARIOS.en[0]!.messages[2]!.id);
    expect(visible(demo).some((message) => message.id === HOME_SCENARIOS.en[0]!.messages[1]!.id)).toBe(false);
  });

  it('uses the default sentence for an unknown option value, and ignores options no longer shown', () => {
    const demo = createHomeDemo({
      scenarios: [
        {
          id: 'custom',
          title: 'Custom',
          messages: HOME_SCENARIOS.en[0]!.messages.map((message, index) =>
            index === 0 ? {...message, options: [{text: 'Other', value: 'something-else'}]} : message,
          ),
        },
      ],
      catalog: DEMO_PRODUCTS.en,
      userReplies: HOME_USER_REPLIES.en,
    });
    demo.start({instant: true});
    const first = demo.getState().messages[0]!;
    demo.chooseOption(first.id, 'something-else');
    expect(demo.getState().messages.at(-1)!.text).toBe(HOME_USER_REPLIES.en.fallback);
    const count = demo.getState().messages.length;
    demo.chooseOption(first.id, 'something-else');
    demo.chooseOption('no-such-message', 'first-time');
    expect(demo.getState().messages).toHaveLength(count);
  });

  it('shows a whole scenario at once in instant mode, with no timers and no auto-advance', () => {
    const demo = makeDemo();
    demo.start({instant: true});
    expect(visible(demo)).toHaveLength(HOME_SCENARIOS.en[0]!.messages.length);
    expect(demo.getState().summaryStatus).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
    demo.next();
    expect(demo.getState().scenarioIndex).toBe(1);
    expect(visible(demo)).toHaveLength(HOME_SCENARIOS.en[1]!.messages.length);
  });

  it('pauses and resumes', () => {
    const demo = makeDemo();
    demo.start();
    demo.pause();
    expect(demo.getState().paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(visible(demo)).toHaveLength(0);
    demo.resume();
    vi.advanceTimersByTime(DEMO.firstMessageMs);
    expect(visible(demo)).toHaveLength(1);
  });

  it('wraps next() from the last scenario to the first, and stop() halts playback', () => {
    const demo = makeDemo();
    demo.start();
    demo.next();
    demo.next();
    expect(demo.getState().scenarioIndex).toBe(2);
    demo.next();
    expect(demo.getState().scenarioIndex).toBe(0);
    demo.stop();
    vi.advanceTimersByTime(60_000);
    expect(visible(demo)).toHaveLength(0);
  });
});
