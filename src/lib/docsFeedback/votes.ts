import {STORAGE_KEYS} from '@site/src/data/constants';

/**
 * One vote per Help Center page per browser: the pages voted on, kept in
 * local storage as `{[page]: 'yes' | 'no'}`. Storage can be missing, blocked,
 * full or hold anything; then the page simply asks again.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type Vote = 'yes' | 'no';

function readVotes(storage: StorageLike | null | undefined): Record<string, Vote> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.docsFeedback) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, Vote] => entry[1] === 'yes' || entry[1] === 'no'),
    );
  } catch {
    return {};
  }
}

/** The vote this browser gave `page`, if any. */
export function votedOn(page: string, storage: StorageLike | null | undefined): Vote | null {
  const votes = readVotes(storage);
  return Object.hasOwn(votes, page) ? votes[page]! : null;
}

/** Remembers the vote on `page`; failures are ignored. */
export function rememberVote(page: string, vote: Vote, storage: StorageLike | null | undefined): void {
  try {
    storage?.setItem(STORAGE_KEYS.docsFeedback, JSON.stringify({...readVotes(storage), [page]: vote}));
  } catch {
    // Storage blocked or full: the page asks again on the next visit, which is harmless.
  }
}

/** The page a vote is about: its path, without a trailing slash, so `/docs/x/` and `/docs/x` are one page. */
export const votePage = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');
