import React, {useEffect, useState} from 'react';
import ChatWindow, {ChatButton} from '@site/src/components/ChatDemo/ChatWindow';
import {useEngineState} from '@site/src/components/ChatDemo/hooks';
import {SLEEP_AID_SCRIPT, SLEEP_AID_SHOW_SUMMARY} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import {createGuidedChat} from '@site/src/lib/chat/guidedChat';
import styles from './styles.module.css';

/** The /demo sleep-aid chat: options only, with a Reset button. */
export default function SleepAidChat() {
  const locale = useLocale();
  const copy = DEMO_COPY[locale];
  const [chat] = useState(() =>
    createGuidedChat({
      script: SLEEP_AID_SCRIPT[locale],
      catalog: DEMO_PRODUCTS[locale],
      showSummary: SLEEP_AID_SHOW_SUMMARY,
    }),
  );
  const state = useEngineState(chat);
  useEffect(() => {
    chat.start();
    return () => chat.stop();
  }, [chat]);

  return (
    <div className={styles.wrap}>
      <ChatWindow
        label={copy.page.chatTitle}
        subtitle={copy.chat.storeName}
        messages={state.messages}
        onOption={chat.chooseOption}
        optionsDisabled={state.busy}
        summaryStatus={state.summary ? 'ready' : 'hidden'}
        summary={state.summary}
        actions={<ChatButton onClick={chat.reset}>{copy.chat.reset}</ChatButton>}
      />
    </div>
  );
}
