import {useSyncExternalStore} from 'react';
import type {Store} from '@site/src/lib/chat/store';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked for reduced motion. The server render assumes
 * motion is fine; the client corrects it right after hydration.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** Renders a chat engine's state (src/lib/chat engines are external stores). */
export function useEngineState<S>(engine: Store<S>): S {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
