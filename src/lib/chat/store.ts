/** A minimal external store for React's useSyncExternalStore. */
export type Store<S> = {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(patch: Partial<S>) {
      state = {...state, ...patch};
      listeners.forEach((listener) => listener());
    },
  };
}
