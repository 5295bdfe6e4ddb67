/**
 * Runs `callback` when the browser is idle (at the latest after `timeoutMs`),
 * for work a visitor does not need during the first load. Returns a cancel function
 * for effects' clean-up.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/** Resolves in a later task, so the browser can paint or handle input before the work that follows. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
