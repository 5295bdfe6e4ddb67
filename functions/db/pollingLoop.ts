/**
 * The loop of a queue kept in the database (the mail outbox, the webhook
 * deliveries): a pass over what is due now, again every `pollMs`, at once
 * when something new is queued, and a stop that waits for the pass in flight.
 * The queue's state is in the database only; the loop just decides when to look.
 */

export type PollingLoop<R> = {
  /** One pass; overlapping calls share the pass in flight and ask for one more. */
  runOnce(): Promise<R>;
  /** Something new was queued: look now rather than at the next poll. */
  notify(): void;
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
};

export function createPollingLoop<R>({
  drain,
  empty,
  pollMs,
  onError,
}: {
  /** One pass; `stopping()` turns true once stop() is called, and the pass should end after its batch. */
  drain: (stopping: () => boolean) => Promise<R>;
  /** The result of a pass that failed. */
  empty: () => R;
  pollMs: number;
  onError: (error: unknown) => void;
}): PollingLoop<R> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<R> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;

  function runOnce(): Promise<R> {
    if (running) {
      again = true;
      return running;
    }
    running = drain(() => stopping)
      .catch((error: unknown) => {
        onError(error);
        return empty();
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    notify() {
      if (!stopped) void runOnce();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      void runOnce();
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
