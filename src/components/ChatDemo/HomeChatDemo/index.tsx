import React, {useEffect, useState} from 'react';
import {HOME_SCENARIOS, HOME_USER_REPLIES} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {createHomeDemo} from '@site/src/lib/chat/homeDemo';
import ChatWindow, {ChatButton} from '../ChatWindow';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import {useEngineState} from '../hooks';

type Props = {label: string; singleScenario?: boolean};

/**
 * The hero's self-playing chat. It starts after
 * hydration, so the first paint never waits for it; with reduced motion each
 * scenario is shown whole and only changes when asked.
 */
export default function HomeChatDemo({label, singleScenario = false}: Props) {
  const [demo] = useState(() =>
    createHomeDemo({scenarios: HOME_SCENARIOS, catalog: DEMO_PRODUCTS, userReplies: HOME_USER_REPLIES, singleScenario}),
  );
  const state = useEngineState(demo);
  const reduced = useReducedMotion();
  const copy = DEMO_COPY.chat;

  useEffect(() => {
    demo.start({instant: reduced});
    return () => demo.stop();
  }, [demo, reduced]);

  const scenario = HOME_SCENARIOS[state.scenarioIndex]!;
  return (
    <ChatWindow
      label={label}
      subtitle={`${state.scenarioIndex + 1} of ${HOME_SCENARIOS.length}: ${scenario.title}`}
      messages={state.messages}
      onOption={demo.chooseOption}
      summaryStatus={state.summaryStatus}
      summary={state.summary}
      live="off"
      actions={
        <>
          {!reduced && (
            <ChatButton aria-pressed={state.paused} onClick={state.paused ? demo.resume : demo.pause}>
              {state.paused ? copy.resume : copy.pause}
            </ChatButton>
          )}
          {!singleScenario && <ChatButton onClick={demo.next}>{copy.next}</ChatButton>}
        </>
      }
    />
  );
}
