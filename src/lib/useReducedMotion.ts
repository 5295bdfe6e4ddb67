import {useSyncExternalStore} from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, read now (for event handlers and effects). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
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
