import {DEMO} from '@site/src/data/constants';
import {globalTimers, type Timers} from '../timers';
import {clearOptions, findOption, resolveMessage, typingMessage, userMessage, withoutTyping} from './messages';
import {createSequencer} from './sequencer';
import {createStore} from './store';
import {summarize} from './summary';
import type {ChatMessage, ConversationSummary, DemoProduct, TeaserScript} from './types';

/**
 * The blog-teaser chat demo: a greeting with three options; every click
 * adds the visitor's message and, 1 s later, the next scripted reply in a
 * fixed order whatever was picked. Complete when every reply is used; reset
 * restores the greeting.
 */

export type TeaserChatState = {
  messages: ChatMessage[];
  /** How many scripted replies have been shown. */
  repliesUsed: number;
  complete: boolean;
  summary: ConversationSummary | null;
};

export function createTeaserChat({
  script,
  catalog,
  timers = globalTimers,
}: {
  script: TeaserScript;
  catalog: readonly DemoProduct[];
  timers?: Timers;
}) {
  const initial = (): TeaserChatState => ({
    messages: [resolveMessage(script.greeting, catalog)],
    repliesUsed: 0,
    complete: false,
    summary: null,
  });
  const store = createStore<TeaserChatState>(initial());
  const seq = createSequencer(timers);
  const busy = () => store.getState().messages.some((message) => message.isTyping);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    stop: () => seq.cancel(),
    chooseOption(messageId: string, value: string) {
      const {messages, repliesUsed, complete} = store.getState();
      const found = findOption(messages, messageId, value);
      if (!found || complete || busy()) return;
      const reply = script.replies[repliesUsed];
      if (!reply) return;
      const timestamp = found.message.timestamp;
      store.set({
        messages: [
          ...clearOptions(messages, messageId),
          userMessage(`${reply.id}>ask`, found.option.text, timestamp, value),
          typingMessage(timestamp),
        ],
      });
      seq.after(DEMO.chatDemoReplyMs, () => {
        const shown = [...withoutTyping(store.getState().messages), resolveMessage(reply, catalog)];
        const used = repliesUsed + 1;
        const done = used === script.replies.length;
        store.set({
          messages: shown,
          repliesUsed: used,
          complete: done,
          summary: done ? summarize(shown.flatMap((message) => message.products)) : null,
        });
      });
    },
    reset() {
      seq.cancel();
      store.set(initial());
    },
  };
}

export type TeaserChat = ReturnType<typeof createTeaserChat>;
