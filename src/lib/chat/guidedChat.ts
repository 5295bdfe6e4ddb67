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
import {dedupeById, summarize} from './summary';
import type {ChatMessage, ConversationSummary, DemoProduct, GuidedScript, ScriptMessage} from './types';

/**
 * The /demo sleep-aid chat: the visitor picks
 * options only; each pick adds their message and plays the messages routed
 * from that option's value. An option whose value is `choose:<product id>`
 * also puts that product in the order. The summary exists once a product is
 * chosen and shows only when the `showSummary` flag is on.
 */

export const CHOOSE_PREFIX = 'choose:';

export type GuidedChatState = {
  messages: ChatMessage[];
  chosen: DemoProduct[];
  summary: ConversationSummary | null;
  /** True while scripted messages are still on their way. */
  busy: boolean;
};

export type GuidedChatOptions = {
  script: GuidedScript;
  catalog: readonly DemoProduct[];
  showSummary: boolean;
  timers?: Timers;
  random?: RandomSource;
};

export function createGuidedChat({
  script,
  catalog,
  showSummary,
  timers = globalTimers,
  random = Math.random,
}: GuidedChatOptions) {
  const store = createStore<GuidedChatState>({messages: [], chosen: [], summary: null, busy: false});
  const seq = createSequencer(timers);
  const byId = new Map(script.messages.map((message) => [message.id, message]));
  const lookup = (ids: readonly string[]): ScriptMessage[] =>
    ids.map((id) => {
      const message = byId.get(id);
      if (!message) throw new Error(`Guided chat route names unknown message "${id}"`);
      return message;
    });

  const lastTimestamp = () =>
    withoutTyping(store.getState().messages).at(-1)?.timestamp ?? script.messages[0]!.timestamp;
  const setTyping = (on: boolean) => {
    const messages = withoutTyping(store.getState().messages);
    store.set({messages: on ? [...messages, typingMessage(lastTimestamp())] : messages});
  };

  function play(queue: readonly ScriptMessage[], first: boolean) {
    const [message, ...rest] = queue;
    if (!message) {
      store.set({busy: false});
      return;
    }
    store.set({busy: true});
    scheduleMessage(seq.after, {
      delay: first ? DEMO.firstMessageMs : delayBefore(message, random),
      typingIndicator: !first && message.type === 'bot',
      setTyping,
      show: () => {
        const shown = withoutTyping(store.getState().messages);
        // A visitor can loop back (edibles → tincture → edibles), so repeats get their own id.
        const repeats = shown.filter(
          (other) => other.id === message.id || other.id.startsWith(`${message.id}~`),
        ).length;
        const resolved = resolveMessage(message, catalog);
        store.set({messages: [...shown, repeats ? {...resolved, id: `${message.id}~${repeats}`} : resolved]});
        play(rest, false);
      },
    });
  }

  function start() {
    seq.cancel();
    store.set({messages: [], chosen: [], summary: null, busy: false});
    play(lookup(script.greeting), true);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start,
    reset: start,
    stop: () => seq.cancel(),
    chooseOption(messageId: string, value: string) {
      const state = store.getState();
      const found = findOption(state.messages, messageId, value);
      if (!found || state.busy) return;
      let chosen = state.chosen;
      if (value.startsWith(CHOOSE_PREFIX)) {
        const product = catalog.find((candidate) => candidate.id === value.slice(CHOOSE_PREFIX.length));
        if (product) chosen = dedupeById([...chosen, product]);
      }
      store.set({
        messages: [
          ...clearOptions(state.messages, messageId),
          userMessage(`${messageId}>${value}`, found.option.text, found.message.timestamp, value),
        ],
        chosen,
        summary: showSummary && chosen.length > 0 ? summarize(chosen) : null,
      });
      play(lookup(script.routes[value] ?? []), false);
    },
  };
}

export type GuidedChat = ReturnType<typeof createGuidedChat>;
