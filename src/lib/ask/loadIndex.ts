/**
 * Fetches the Ask index (written by plugins/ask-index) once, on the first
 * question: never on page load. The promise is cached; a failed fetch is
 * forgotten so the next question tries again.
 */
import {ASK_INDEX_PATH} from '../../data/constants/ask';
import type {AskIndex} from './types';

let pending: Promise<AskIndex> | null = null;

export function loadAskIndex(): Promise<AskIndex> {
  pending ??= fetch(ASK_INDEX_PATH)
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
