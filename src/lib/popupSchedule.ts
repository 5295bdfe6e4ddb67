import {STORAGE_KEYS, TIMING} from '@site/src/data/constants';
import {globalTimers, type Timers} from './timers';

/**
 * The demo popup: shows 60 s after load unless the visitor dismissed it
 * in the last 24 hours. Storage can be missing or throw (private modes,
 * blocked cookies); then the popup simply behaves as never dismissed.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const SUPPRESSION_MS = TIMING.popupSuppressionHours * 60 * 60 * 1000;

function readDismissedAt(storage: StorageLike | null | undefined): number | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.popupDismissed);
    const value = raw == null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** True unless a dismissal stored less than 24 hours before `now` exists. */
export function isPopupDue(now: number, storage: StorageLike | null | undefined): boolean {
  const dismissedAt = readDismissedAt(storage);
  return dismissedAt === null || now - dismissedAt >= SUPPRESSION_MS || dismissedAt > now;
}

/** Stores the dismissal time; failures are ignored. */
export function recordDismissal(now: number, storage: StorageLike | null | undefined): void {
  try {
    storage?.setItem(STORAGE_KEYS.popupDismissed, String(now));
  } catch {
    // Storage blocked or full: the popup may return on the next visit, which is harmless.
  }
}

/** Milliseconds since the navigation started (`performance.timeOrigin`), 0 where there is no clock. */
function sinceNavigationStart(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}

/**
 * Calls `onShow` once, 60 s after the page's navigation started, when the popup is due. The count
 * starts with the navigation, not with the call: pages paint before their scripts run, and a slow
 * phone that hydrates late must not see the popup late. Returns a cancel function (call it when the
 * page unmounts).
 */
export function schedulePopup(
  onShow: () => void,
  {
    now = Date.now,
    sinceLoad = sinceNavigationStart,
    storage,
    timers = globalTimers,
  }: {now?: () => number; sinceLoad?: () => number; storage: StorageLike | null | undefined; timers?: Timers},
): () => void {
  if (!isPopupDue(now(), storage)) return () => {};
  const handle = timers.setTimeout(
    () => {
      // Checked again: the visitor may have dismissed it in another tab meanwhile.
      if (isPopupDue(now(), storage)) onShow();
    },
    Math.max(0, TIMING.popupDelayMs - sinceLoad()),
  );
  return () => timers.clearTimeout(handle);
}

/** window.localStorage, or null where reading it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
