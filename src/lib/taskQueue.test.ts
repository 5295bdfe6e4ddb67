import {describe, expect, it} from 'vitest';
import {createTaskQueue} from './taskQueue';

/** A scheduler under the test's control: `tick()` runs the tasks asked for so far, one each. */
function fakeTasks() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (run: () => void) => tasks.push(run),
    tick: () => tasks.shift()?.(),
    get pending() {
      return tasks.length;
    },
  };
}

describe('createTaskQueue', () => {
  it('runs one job per task, in order, never in the task that added it', () => {
    const tasks = fakeTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.add(() => ran.push(name));
    expect(ran).toEqual([]);
    expect(tasks.pending).toBe(1);
    tasks.tick();
    expect(ran).toEqual(['a']);
    tasks.tick();
    expect(ran).toEqual(['a', 'b']);
    tasks.tick();
    expect(ran).toEqual(['a', 'b', 'c']);
    tasks.tick();
    expect(tasks.pending).toBe(0);
  });

  it('takes a job out when asked before it runs', () => {
    const tasks = fakeTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    const cancel = queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    cancel();
    while (tasks.pending) tasks.tick();
    expect(ran).toEqual(['a', 'c']);
  });

  it('starts again for a job added after it has emptied, and goes on after a job that throws', () => {
    const tasks = fakeTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('boom');
    });
    queue.add(() => ran.push('after'));
    expect(() => tasks.tick()).toThrow('boom');
    while (tasks.pending) tasks.tick();
    expect(ran).toEqual(['after']);
    queue.add(() => ran.push('later'));
    expect(tasks.pending).toBe(1);
    tasks.tick();
    expect(ran).toEqual(['after', 'later']);
  });
});
