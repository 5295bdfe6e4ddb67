import type {Timers} from '../timers';

/**
 * One pending step at a time: the scripted chats are a chain of delayed steps
 * (type, show, summarise, advance). Pausing drops the running timer and keeps
 * the step, so resuming replays it with its full delay.
 */
export type Sequencer = {
  after: (ms: number, step: () => void) => void;
  cancel: () => void;
  pause: () => void;
  resume: () => void;
  isPaused: () => boolean;
};

export function createSequencer(timers: Timers): Sequencer {
  let handle: unknown = null;
  let pending: {ms: number; step: () => void} | null = null;
  let paused = false;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const run = () => {
    const current = pending;
    pending = null;
    handle = null;
    current?.step();
  };
  const arm = () => {
    if (pending && !paused) handle = timers.setTimeout(run, pending.ms);
  };

  return {
    after(ms, step) {
      clear();
      pending = {ms, step};
      arm();
    },
    cancel() {
      clear();
      pending = null;
    },
    pause() {
      paused = true;
      clear();
    },
    resume() {
      if (!paused) return;
      paused = false;
      arm();
    },
    isPaused: () => paused,
  };
}
