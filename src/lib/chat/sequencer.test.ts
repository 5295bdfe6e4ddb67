import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEMO} from '@site/src/data/constants';
import {globalTimers} from '../timers';
import {delayBefore, typingLead} from './messages';
import {createSequencer} from './sequencer';

describe("delayBefore (the chat demos' timings)", () => {
  it('gives a bot 2200–3000 ms of typing', () => {
    expect(delayBefore({type: 'bot'}, () => 0)).toBe(DEMO.botTypingMinMs);
    expect(delayBefore({type: 'bot'}, () => 0.99999)).toBe(DEMO.botTypingMaxMs);
    expect(delayBefore({type: 'bot'}, () => 0.5)).toBeGreaterThan(DEMO.botTypingMinMs);
  });

  it('gives a promo 1500 ms and anything else 1800 ms', () => {
    expect(delayBefore({type: 'promo'}, () => 0)).toBe(1500);
    expect(delayBefore({type: 'user'}, () => 0)).toBe(1800);
  });

  it('shows the typing indicator for the last 1500 ms, never longer than the pause', () => {
    expect(typingLead(2200)).toBe(DEMO.typingShownMs);
    expect(typingLead(1000)).toBe(1000);
  });
});

describe('createSequencer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one step after its delay, and a new step replaces the pending one', () => {
    const seq = createSequencer(globalTimers);
    const first = vi.fn();
    const second = vi.fn();
    seq.after(100, first);
    seq.after(200, second);
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('replays the pending step with its full delay after a pause', () => {
    const seq = createSequencer(globalTimers);
    const step = vi.fn();
    seq.after(1000, step);
    vi.advanceTimersByTime(900);
    seq.pause();
    expect(seq.isPaused()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(step).not.toHaveBeenCalled();
    seq.resume();
    vi.advanceTimersByTime(999);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledOnce();
  });

  it('cancels', () => {
    const seq = createSequencer(globalTimers);
    const step = vi.fn();
    seq.after(10, step);
    seq.cancel();
    vi.advanceTimersByTime(100);
    expect(step).not.toHaveBeenCalled();
  });
});
