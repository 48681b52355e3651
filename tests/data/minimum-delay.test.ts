/** The fetch minimum delay (spec §9): loading indicators stay at least 200 ms, so they never flash. */
import { allSettled, fork } from 'effector';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '../../src/shared/kernel/api/client.ts';
import { FETCH_MINIMUM_DELAY_MS, withMinimumDelay } from '../../src/shared/kernel/data/minimum-delay.ts';
import { $api, $target } from '../../src/shared/features/app/model.ts';
import { $guideLoading, guideShown } from '../../src/shared/features/choice-guide/model.ts';
import { scriptedApi } from '../features/support/scripted-api.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Lets promise callbacks run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

test('a quick answer is held until 200 ms after the start', async () => {
  vi.useFakeTimers();
  expect(FETCH_MINIMUM_DELAY_MS).toBe(200);
  const settled = vi.fn();
  void withMinimumDelay(Promise.resolve('answer')).then(settled);
  await vi.advanceTimersByTimeAsync(199);
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toHaveBeenCalledWith('answer');
});

test('a quick failure waits the same, then fails with its own error', async () => {
  vi.useFakeTimers();
  const failed = vi.fn();
  void withMinimumDelay(Promise.reject(new Error('down'))).catch(failed);
  await vi.advanceTimersByTimeAsync(199);
  expect(failed).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(failed).toHaveBeenCalledWith(new Error('down'));
});

test('a slow answer is not delayed further', async () => {
  vi.useFakeTimers();
  const settled = vi.fn();
  const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
  void withMinimumDelay(slow).then(settled);
  await vi.advanceTimersByTimeAsync(500);
  expect(settled).toHaveBeenCalledWith('late');
});

test('the choice guide shows its loading state for 200 ms even when the answer is immediate', async () => {
  vi.useFakeTimers();
  const api = scriptedApi({ 'GET /filters-products': {} });
  const scope = fork({ values: [[$api, api], [$target, 'pro']] });
  const opened = allSettled(guideShown, { scope });
  await flush();
  expect(api.calls).toHaveLength(1);
  expect(scope.getState($guideLoading)).toBe(true);
  await vi.advanceTimersByTimeAsync(199);
  expect(scope.getState($guideLoading)).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await opened;
  expect(scope.getState($guideLoading)).toBe(false);
});

test('so does its failure message', async () => {
  vi.useFakeTimers();
  const api = scriptedApi({ 'GET /filters-products': new ApiError(503, {}, 'GET /filters-products') });
  const scope = fork({ values: [[$api, api]] });
  const opened = allSettled(guideShown, { scope });
  await vi.advanceTimersByTimeAsync(199);
  expect(scope.getState($guideLoading)).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  await opened;
  expect(scope.getState($guideLoading)).toBe(false);
});
