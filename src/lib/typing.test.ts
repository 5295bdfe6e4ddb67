import {describe, expect, it} from 'vitest';
import {TIMING} from '../data/constants';
import {initialTypingState, nextTypingState, typingDelay, visibleText, type TypingState} from './typing';

const phrases = ['Hi', 'Yes'];
const timing = {typeMs: TIMING.typingCharMs, deleteMs: TIMING.typingDeleteCharMs, holdMs: TIMING.typingHoldMs};

function run(steps: number): {texts: string[]; delays: number[]} {
  let state: TypingState = initialTypingState(phrases);
  const texts = [visibleText(state, phrases)];
  const delays = [typingDelay(state, phrases, timing)];
  for (let i = 0; i < steps; i += 1) {
    state = nextTypingState(state, phrases);
    texts.push(visibleText(state, phrases));
    delays.push(typingDelay(state, phrases, timing));
  }
  return {texts, delays};
}

describe('typing state machine', () => {
  it('starts with the first phrase complete, so the server HTML holds the full text', () => {
    expect(visibleText(initialTypingState(phrases), phrases)).toBe('Hi');
  });

  it('holds, deletes, then types the next phrase and wraps around', () => {
    const {texts} = run(14);
    expect(texts).toEqual(['Hi', 'H', '', '', 'Y', 'Ye', 'Yes', 'Ye', 'Y', '', '', 'H', 'Hi', 'H', '']);
  });

  it('types at 70 ms, deletes at 50 ms and holds a finished phrase', () => {
    const {delays} = run(5);
    expect(delays).toEqual([
      timing.holdMs,
      timing.deleteMs,
      timing.deleteMs,
      timing.typeMs,
      timing.typeMs,
      timing.typeMs,
    ]);
  });

  it('copes with a single phrase and with none', () => {
    expect(nextTypingState({phrase: 0, chars: 0, deleting: true}, ['Go'])).toEqual({
      phrase: 0,
      chars: 0,
      deleting: false,
    });
    expect(visibleText(initialTypingState([]), [])).toBe('');
  });
});
