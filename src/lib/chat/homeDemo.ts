import {DEMO} from '@site/src/data/constants';
import {globalTimers, type RandomSource, type Timers} from '../timers';
import {
  clearOptions,
  delayBefore,
  findOption,
  resolveMessage,
  scheduleMessage,
  typingMessage,
  userMessage,
  withoutTyping,
} from './messages';
import {createSequencer} from './sequencer';
import {createStore} from './store';
import {summarize} from './summary';
import type {ChatMessage, ChatScenario, ConversationSummary, DemoProduct, UserReplies} from './types';

/**
 * The home page's scripted chat: plays a scenario message by message (bot
 * messages after the first behind a typing indicator); 1 s after the last one
 * a summary starts, 1 s later it is complete; 10 s after that the next of the
 * scenarios starts, looping. Single-scenario mode stops after the summary.
 */

type SummaryStatus = 'hidden' | 'preparing' | 'ready';

export type HomeDemoState = {
  scenarioIndex: number;
  messages: ChatMessage[];
  summaryStatus: SummaryStatus;
  summary: ConversationSummary | null;
  paused: boolean;
};

export type HomeDemoOptions = {
  scenarios: readonly ChatScenario[];
  catalog: readonly DemoProduct[];
  userReplies: UserReplies;
  /** Stay on the first scenario instead of advancing. */
  singleScenario?: boolean;
  timers?: Timers;
  random?: RandomSource;
};

export function createHomeDemo({
  scenarios,
  catalog,
  userReplies,
  singleScenario = false,
  timers = globalTimers,
  random = Math.random,
}: HomeDemoOptions) {
  if (scenarios.length === 0) throw new Error('The home chat demo needs at least one scenario');
  const store = createStore<HomeDemoState>({
    scenarioIndex: 0,
    messages: [],
    summaryStatus: 'hidden',
    summary: null,
    paused: false,
  });
  const seq = createSequencer(timers);
  /** Index of the next script message to show in the current scenario. */
  let cursor = 0;
  /** Show each scenario complete at once, with no timers (reduced motion). */
  let instant = false;

  const script = () => scenarios[store.getState().scenarioIndex]!.messages;
  const clock = () => script()[Math.max(0, cursor - 1)]!.timestamp;

  const setTyping = (on: boolean) => {
    const messages = withoutTyping(store.getState().messages);
    store.set({messages: on ? [...messages, typingMessage(clock())] : messages});
  };

  const products = () => store.getState().messages.flatMap((message) => message.products);

  function finish() {
    seq.after(DEMO.summaryFirstMs, () => {
      store.set({summaryStatus: 'preparing'});
      seq.after(DEMO.summarySecondMs, () => {
        store.set({summaryStatus: 'ready', summary: summarize(products())});
        if (!singleScenario)
          seq.after(DEMO.nextScenarioMs, () => play((store.getState().scenarioIndex + 1) % scenarios.length));
      });
    });
  }

  function showNext() {
    const message = script()[cursor++]!;
    store.set({messages: [...withoutTyping(store.getState().messages), resolveMessage(message, catalog)]});
    scheduleNext(false);
  }

  function scheduleNext(first: boolean) {
    const message = script()[cursor];
    if (!message) {
      finish();
      return;
    }
    scheduleMessage(seq.after, {
      delay: first ? DEMO.firstMessageMs : delayBefore(message, random),
      typingIndicator: !first && message.type === 'bot',
      setTyping,
      show: showNext,
    });
  }

  function play(index: number) {
    seq.cancel();
    cursor = 0;
    store.set({scenarioIndex: index, messages: [], summaryStatus: 'hidden', summary: null});
    if (instant) {
      const messages = script().map((message) => resolveMessage(message, catalog));
      cursor = messages.length;
      store.set({
        messages,
        summaryStatus: 'ready',
        summary: summarize(messages.flatMap((message) => message.products)),
      });
      return;
    }
    scheduleNext(true);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start(mode: {instant?: boolean} = {}) {
      instant = mode.instant ?? false;
      play(0);
    },
    stop: () => seq.cancel(),
    /** Jumps to the next scenario (wrapping), whatever the mode. */
    next: () => play((store.getState().scenarioIndex + 1) % scenarios.length),
    pause() {
      seq.pause();
      store.set({paused: true});
    },
    resume() {
      seq.resume();
      store.set({paused: false});
    },
    /**
     * The visitor answers in the shopper's place: a canned sentence for the
     * option's value (or the fallback) replaces the scripted shopper reply
     * that was about to appear.
     */
    chooseOption(messageId: string, value: string) {
      const found = findOption(store.getState().messages, messageId, value);
      if (!found) return;
      const text = userReplies.byValue[value] ?? userReplies.fallback;
      const answered = clearOptions(withoutTyping(store.getState().messages), messageId);
      store.set({messages: [...answered, userMessage(`${messageId}>answer`, text, found.message.timestamp, value)]});
      if (instant || store.getState().summaryStatus !== 'hidden') return;
      if (script()[cursor]?.type === 'user') cursor++;
      seq.cancel();
      scheduleNext(false);
    },
  };
}

export type HomeDemo = ReturnType<typeof createHomeDemo>;
