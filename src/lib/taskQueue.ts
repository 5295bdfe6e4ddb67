/**
 * Jobs run one per task, in the order they were added: each job's work (a React commit, say) ends
 * before the next starts, so the browser can paint or handle input between them. `schedule` starts
 * a new task (setTimeout in the browser; a test passes its own).
 */
export type TaskQueue = {
  /** Queues `job`; the function returned takes it out if it has not run. */
  add(job: () => void): () => void;
};

export function createTaskQueue(schedule: (run: () => void) => void): TaskQueue {
  const jobs: (() => void)[] = [];
  let scheduled = false;
  const runNext = () => {
    const job = jobs.shift();
    if (!job) {
      scheduled = false;
      return;
    }
    // The next task is asked for first, so a job that throws does not stop the queue.
    schedule(runNext);
    job();
  };
  return {
    add(job) {
      jobs.push(job);
      if (!scheduled) {
        scheduled = true;
        schedule(runNext);
      }
      return () => {
        const index = jobs.indexOf(job);
        if (index >= 0) jobs.splice(index, 1);
      };
    },
  };
}
