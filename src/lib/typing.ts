/**
 * The /waitlist hero's typing effect as a pure state machine: type a phrase
 * one character at a time, hold it, delete it, then type the next one
 * (70 ms per typed character, 50 ms per deleted one).
 */

export type TypingState = {phrase: number; chars: number; deleting: boolean};
export type TypingTiming = {typeMs: number; deleteMs: number; holdMs: number};

/** The first phrase fully typed: what the server renders and reduced motion keeps. */
export function initialTypingState(phrases: readonly string[]): TypingState {
  return {phrase: 0, chars: phrases[0]?.length ?? 0, deleting: false};
}

export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  const length = phrases[state.phrase]?.length ?? 0;
  if (!state.deleting) {
    return state.chars < length
      ? {...state, chars: state.chars + 1}
      : {...state, deleting: true, chars: Math.max(0, length - 1)};
  }
  if (state.chars > 0) return {...state, chars: state.chars - 1};
  return {phrase: (state.phrase + 1) % Math.max(1, phrases.length), chars: 0, deleting: false};
}

/** How long the given state stays on screen before the next step. */
export function typingDelay(state: TypingState, phrases: readonly string[], timing: TypingTiming): number {
  const length = phrases[state.phrase]?.length ?? 0;
  if (!state.deleting && state.chars >= length) return timing.holdMs;
  return state.deleting ? timing.deleteMs : timing.typeMs;
}

export function visibleText(state: TypingState, phrases: readonly string[]): string {
  return (phrases[state.phrase] ?? '').slice(0, state.chars);
}
