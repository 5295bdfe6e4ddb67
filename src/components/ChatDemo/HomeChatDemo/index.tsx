import React, {useEffect, useState} from 'react';
import {HOME_SCENARIOS, HOME_USER_REPLIES} from '@site/src/data/chatScenarios';
import {DEMO_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocale} from '@site/src/lib/i18n/useLocale';
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
  const locale = useLocale();
  const scenarios = HOME_SCENARIOS[locale];
  const [demo] = useState(() =>
    createHomeDemo({
      scenarios,
      catalog: DEMO_PRODUCTS[locale],
      userReplies: HOME_USER_REPLIES[locale],
      singleScenario,
    }),
  );
  const state = useEngineState(demo);
  const reduced = useReducedMotion();
  const copy = DEMO_COPY[locale].chat;

  useEffect(() => {
    demo.start({instant: reduced});
    return () => demo.stop();
  }, [demo, reduced]);

  const scenario = scenarios[state.scenarioIndex]!;
  return (
    <ChatWindow
      label={label}
      subtitle={copy.scenario(state.scenarioIndex + 1, scenarios.length, scenario.title)}
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
