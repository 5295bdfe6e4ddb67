import {useEffect, useSyncExternalStore} from 'react';
import {callFunction, type AnswerCheck} from '@site/src/lib/forms/client';
import {FUNCTION_NAMES} from '@site/src/lib/forms/fields';
import type {ConferenceStats, WaitlistStats} from '@site/src/lib/forms/schemas';
import {
  conferenceStatsAnswer,
  LAUNCH_CONFERENCE_STATS,
  LAUNCH_WAITLIST_STATS,
  waitlistStatsAnswer,
} from '@site/src/lib/forms/stats';
import {useFunctionsUrl} from './shared/useFunctionsUrl';

/**
 * The waitlist and conference counters, shared by every component on the
 * page: null (a loading state, never a number the server did not give) in
 * the pre-rendered page and until the server answers (GET waitlist-stats /
 * mj-stats), then the server's numbers, then the numbers a successful signup
 * answers with. Only when the server cannot be reached do the launch figures
 * (`fallback`) show. A late GET never overwrites a newer `set`.
 */
function createStatsStore<T>(fallback: T, functionName: string, check: AnswerCheck<T>) {
  let value: T | null = null;
  let version = 0;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: T | null) => {
    version += 1;
    value = next;
    listeners.forEach((listener) => listener());
  };

  return {
    set,
    get: () => value,
    getServerSnapshot: () => null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh(base: string) {
      if (loading) return;
      const started = version;
      loading = callFunction(base, functionName, {data: check})
        .then((fresh) => {
          if (version === started) set(fresh);
        })
        .catch((error: unknown) => {
          console.warn(`Could not load ${functionName}; showing the launch figures.`, error);
          if (version === started) set(fallback);
        })
        .finally(() => {
          loading = undefined;
        });
    },
  };
}

export const waitlistStore = createStatsStore<WaitlistStats>(
  LAUNCH_WAITLIST_STATS,
  FUNCTION_NAMES.waitlistStats,
  waitlistStatsAnswer,
);
const conferenceStore = createStatsStore<ConferenceStats>(
  LAUNCH_CONFERENCE_STATS,
  FUNCTION_NAMES.conferenceStats,
  conferenceStatsAnswer,
);

/** Runs `work` in a task of its own: starting a request inside hydration's effects lengthens that long task. */
function afterHydration(work: () => void): () => void {
  const timer = window.setTimeout(work);
  return () => window.clearTimeout(timer);
}

/** Waitlist count and progress, null until the server answers; a signup sets fresh ones through `waitlistStore`. */
export function useWaitlistStats(): WaitlistStats | null {
  const base = useFunctionsUrl();
  useEffect(() => afterHydration(() => waitlistStore.refresh(base)), [base]);
  const stats = useSyncExternalStore(waitlistStore.subscribe, waitlistStore.get, waitlistStore.getServerSnapshot);
  return stats;
}

/** Conference licences claimed and in all (null until the server answers) and a setter for a fresh answer. */
export function useConferenceStats(): {stats: ConferenceStats | null; set: (stats: ConferenceStats) => void} {
  const base = useFunctionsUrl();
  useEffect(() => afterHydration(() => conferenceStore.refresh(base)), [base]);
  const stats = useSyncExternalStore(conferenceStore.subscribe, conferenceStore.get, conferenceStore.getServerSnapshot);
  return {stats, set: conferenceStore.set};
}
