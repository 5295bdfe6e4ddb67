import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {STORAGE_KEYS, TIMING} from '@site/src/data/constants';
import {isPopupDue, recordDismissal, schedulePopup} from './popupSchedule';

const HOUR = 60 * 60 * 1000;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('isPopupDue', () => {
  const now = 1_700_000_000_000;

  it('is due when nothing was stored', () => {
    expect(isPopupDue(now, memoryStorage())).toBe(true);
  });

  it('is not due within 24 hours of a dismissal', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.popupDismissed]: String(now - (TIMING.popupSuppressionHours * HOUR - 1)),
    });
    expect(isPopupDue(now, storage)).toBe(false);
  });

  it('is due again once 24 hours have passed', () => {
    const storage = memoryStorage({[STORAGE_KEYS.popupDismissed]: String(now - TIMING.popupSuppressionHours * HOUR)});
    expect(isPopupDue(now, storage)).toBe(true);
  });

  it('ignores unreadable values, missing storage and storage that throws', () => {
    expect(isPopupDue(now, memoryStorage({[STORAGE_KEYS.popupDismissed]: 'yesterday'}))).toBe(true);
    expect(isPopupDue(now, null)).toBe(true);
    expect(isPopupDue(now, throwing)).toBe(true);
  });
});

describe('recordDismissal', () => {
  it('stores the time under vb-demo-popup-dismissed', () => {
    const storage = memoryStorage();
    recordDismissal(123, storage);
    expect(storage.data.get('vb-demo-popup-dismissed')).toBe('123');
  });

  it('swallows storage failures', () => {
    expect(() => recordDismissal(123, throwing)).not.toThrow();
    expect(() => recordDismissal(123, null)).not.toThrow();
  });
});

describe('schedulePopup', () => {
  beforeEach(() => vi.useFakeTimers({now: 1_700_000_000_000}));
  afterEach(() => vi.useRealTimers());

  it('shows the popup 60 s after load', () => {
    const onShow = vi.fn();
    schedulePopup(onShow, {storage: memoryStorage()});
    vi.advanceTimersByTime(TIMING.popupDelayMs - 1);
    expect(onShow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('stays away after a recent dismissal, and comes back a day later', () => {
    const storage = memoryStorage();
    recordDismissal(Date.now(), storage);
    const onShow = vi.fn();
    schedulePopup(onShow, {storage});
    vi.advanceTimersByTime(TIMING.popupDelayMs * 2);
    expect(onShow).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + TIMING.popupSuppressionHours * HOUR);
    schedulePopup(onShow, {storage});
    vi.advanceTimersByTime(TIMING.popupDelayMs);
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('does not show when dismissed elsewhere before the delay ends', () => {
    const storage = memoryStorage();
    const onShow = vi.fn();
    schedulePopup(onShow, {storage});
    vi.advanceTimersByTime(TIMING.popupDelayMs / 2);
    recordDismissal(Date.now(), storage);
    vi.advanceTimersByTime(TIMING.popupDelayMs);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('counts the 60 s from the navigation start, not from when the scripts ran', () => {
    const onShow = vi.fn();
    // The scripts ran 20 s after the navigation started (a slow phone).
    schedulePopup(onShow, {storage: memoryStorage(), sinceLoad: () => 20_000});
    vi.advanceTimersByTime(TIMING.popupDelayMs - 20_000 - 1);
    expect(onShow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('shows at once when the scripts ran more than 60 s after the navigation started', () => {
    const onShow = vi.fn();
    schedulePopup(onShow, {storage: memoryStorage(), sinceLoad: () => TIMING.popupDelayMs + 5_000});
    vi.advanceTimersByTime(0);
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('reads the navigation clock by default', () => {
    const onShow = vi.fn();
    vi.spyOn(performance, 'now').mockReturnValue(30_000);
    schedulePopup(onShow, {storage: memoryStorage()});
    vi.advanceTimersByTime(TIMING.popupDelayMs - 30_000);
    expect(onShow).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('can be cancelled, and still shows when storage throws', () => {
    const onShow = vi.fn();
    const cancel = schedulePopup(onShow, {storage: memoryStorage()});
    cancel();
    vi.advanceTimersByTime(TIMING.popupDelayMs);
    expect(onShow).not.toHaveBeenCalled();

    schedulePopup(onShow, {storage: throwing});
    vi.advanceTimersByTime(TIMING.popupDelayMs);
    expect(onShow).toHaveBeenCalledOnce();
  });
});
