import {useSyncExternalStore} from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One MediaQueryList per window, whose `matches` follows the setting: every component that reads the
 * setting re-reads it at each render, and `/` called `matchMedia` 62 times while it loaded (3 ms).
 * Kept with its window, so a test that swaps the window gets a list of the new one.
 */
let cached: {owner: Window; media: MediaQueryList} | undefined;
function reducedMotionMedia(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (cached?.owner !== window) cached = {owner: window, media: window.matchMedia(REDUCED_MOTION_QUERY)};
  return cached.media;
}

/** Whether the visitor asked for reduced motion, read now (for event handlers and effects). */
export function prefersReducedMotion(): boolean {
  return reducedMotionMedia()?.matches ?? false;
}

function subscribe(onChange: () => void) {
  const media = reducedMotionMedia()!;
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * The one reduced-motion hook, so every section of a page starts in the same state. The server
 * HTML is the moving version, as most visitors see it (pause buttons and all, inert until
 * hydrated); nothing moves before hydration anyway, since movement is started by effects. Right
 * after hydration the visitor's setting applies, and it follows a change of the setting.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
