/**
 * Fetches the Ask index (written by plugins/ask-index) once, on the first
 * question: never on page load. The promise is cached; a failed fetch is
 * forgotten so the next question tries again.
 */
import {ASK_INDEX_PATH} from '../../data/constants/ask';
import type {AskIndex} from './types';

let pending: Promise<AskIndex> | null = null;

/** The index at `url`: the page's language's (`/es/ask/index.json` on a Spanish page). */
export function loadAskIndex(url: string = ASK_INDEX_PATH): Promise<AskIndex> {
  pending ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`The Ask index could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<AskIndex>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
