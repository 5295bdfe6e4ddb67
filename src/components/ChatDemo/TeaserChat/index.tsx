import React, {useEffect, useState} from 'react';
import {TEASER_SCRIPT} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import {createTeaserChat} from '@site/src/lib/chat/teaserChat';
import ChatWindow, {ChatButton} from '../ChatWindow';
import {useEngineState} from '../hooks';

/** The blog teaser's click-through chat. */
export default function TeaserChat({label}: {label: string}) {
  const locale = useLocale();
  const copy = DEMO_COPY[locale].chat;
  const [chat] = useState(() => createTeaserChat({script: TEASER_SCRIPT[locale], catalog: DEMO_PRODUCTS[locale]}));
  const state = useEngineState(chat);
  useEffect(() => () => chat.stop(), [chat]);

  return (
    <ChatWindow
      label={label}
      subtitle={copy.storeName}
      messages={state.messages}
      onOption={chat.chooseOption}
      optionsDisabled={state.messages.some((message) => message.isTyping)}
      summaryStatus={state.complete ? 'ready' : 'hidden'}
      summary={state.summary}
      footnote={state.complete ? copy.complete : null}
      actions={<ChatButton onClick={chat.reset}>{copy.reset}</ChatButton>}
    />
  );
}
