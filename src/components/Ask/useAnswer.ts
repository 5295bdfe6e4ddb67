import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ASK_INDEX_PATH} from '@site/src/data/constants/ask';
import type {AskResult} from '@site/src/lib/ask/types';

export type AnswerState =
  | {status: 'idle'}
  | {status: 'loading'; question: string}
  | {status: 'ready'; question: string; result: AskResult}
  | {status: 'unavailable'; question: string};

type Answerer = (question: string) => AskResult;

let answerer: Promise<Answerer> | null = null;

/**
 * The engine and its index, fetched together on the first question of a
 * visit (never on page load: neither is in the page's bundle), then kept.
 * A failure (no index, e.g. under `npm start`) can be retried by the next question.
 */
function loadAnswerer(indexPath: string): Promise<Answerer> {
  answerer ??= Promise.all([
    import('@site/src/lib/ask/engine'),
    import('@site/src/lib/ask/loadIndex').then(({loadAskIndex}) => loadAskIndex(indexPath)),
  ])
    .then(
      ([{answerQuestion}, index]): Answerer =>
        (question) =>
          answerQuestion(index, question),
    )
    .catch((error: unknown) => {
      answerer = null;
      throw error;
    });
  return answerer;
}

/**
 * The answer to `question` ('' for none), from the Help Center's own index
 * (src/lib/ask). `delayMs` waits for typing to pause (the search dialog).
 */
export function useAnswer(question: string, delayMs = 0): AnswerState {
  const [state, setState] = useState<AnswerState>({status: 'idle'});
  // The page's language's own index: each language's build writes one under its prefix.
  const indexPath = useBaseUrl(ASK_INDEX_PATH);

  useEffect(() => {
    if (question === '') {
      setState({status: 'idle'});
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      setState((previous) => (previous.status === 'ready' ? previous : {status: 'loading', question}));
      loadAnswerer(indexPath)
        .then((answer) => {
          if (current) setState({status: 'ready', question, result: answer(question)});
        })
        .catch((error: unknown) => {
          console.warn('Ask the Help Center: the answers could not load.', error);
          if (current) setState({status: 'unavailable', question});
        });
    }, delayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [question, delayMs, indexPath]);

  return state;
}
