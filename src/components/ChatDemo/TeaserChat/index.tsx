import React, {useEffect, useState} from 'react';
import {TEASER_SCRIPT} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {createTeaserChat} from '@site/src/lib/chat/teaserChat';
import ChatWindow, {ChatButton} from '../ChatWindow';
import {useEngineState} from '../hooks';

/** The blog teaser's click-through chat. */
export default function TeaserChat({label}: {label: string}) {
  const [chat] = useState(() => createTeaserChat({script: TEASER_SCRIPT, catalog: DEMO_PRODUCTS}));
  const state = useEngineState(chat);
  useEffect(() => () => chat.stop(), [chat]);

  return (
    <ChatWindow
      label={label}
      subtitle={DEMO_COPY.chat.storeName}
      messages={state.messages}
      onOption={chat.chooseOption}
      optionsDisabled={state.messages.some((message) => message.isTyping)}
      summaryStatus={state.complete ? 'ready' : 'hidden'}
      summary={state.summary}
      footnote={state.complete ? DEMO_COPY.chat.complete : null}
      actions={<ChatButton onClick={chat.reset}>{DEMO_COPY.chat.reset}</ChatButton>}
    />
  );
}
