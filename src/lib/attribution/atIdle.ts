import {whenIdle} from '../idle';
import {readTouch, recordLanding, type Landing} from './capture';
import type {Attribution} from './fields';

/**
 * The browser side of attribution: src/clientModules/attributionAtIdle.ts hands every landing over
 * as the router reports it (only strings are copied then), and it is recorded once the browser is
 * idle, so the page's load and hydration do no work for it. A form sent before that records the
 * waiting landings first.
 */

const waiting: Landing[] = [];

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: reading the property itself throws.
    return null;
  }
}

function recordWaiting(): void {
  if (waiting.length === 0) return;
  const storage = sessionStore();
  for (const landing of waiting.splice(0)) recordLanding(landing, storage, window.location.origin);
}

/** Records a landing (the first page of the visit, or an address with a query reached within it) at idle. */
export function captureAtIdle(landing: Landing): void {
  waiting.push(landing);
  if (waiting.length > 1) return;
  whenIdle(recordWaiting);
  // Leaving for another document before idle (a link the router does not handle) still records it.
  window.addEventListener('pagehide', recordWaiting, {once: true});
}

/** The visit's first touch, for a form being sent now. */
export function visitAttribution(): Attribution {
  recordWaiting();
  return readTouch(sessionStore()) ?? {};
}
