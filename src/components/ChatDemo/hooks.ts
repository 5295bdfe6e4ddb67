import {useSyncExternalStore} from 'react';
import type {Store} from '@site/src/lib/chat/store';

/** Renders a chat engine's state (src/lib/chat engines are external stores). */
export function useEngineState<S>(engine: Store<S>): S {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
