/** Effects that change shared state once mounted run in a task of their own (kernel/ui/in-own-task.ts). */
import { afterEach, expect, test, vi } from 'vitest';
import { inOwnTask } from '../../src/shared/kernel/ui/in-own-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('the work runs after the current task, not in it; the cleanup cancels it if it has not run', () => {
  vi.useFakeTimers();
  const work = vi.fn();
  inOwnTask(work);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(work).toHaveBeenCalledOnce();

  const cancelled = vi.fn();
  const cancel = inOwnTask(cancelled);
  cancel();
  vi.advanceTimersByTime(10);
  expect(cancelled).not.toHaveBeenCalled();
});
