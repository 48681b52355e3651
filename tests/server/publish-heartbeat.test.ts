/**
 * The publish subscription's heartbeat (decision 191): a connection cut without a word (packets
 * dropped, a NAT that forgot it) is taken for lost at most 4 s after its last answer, so that the
 * process listens again, 100 ms later, and drops what it keeps within the 5 s a publish is
 * promised to take; a database slow to answer, but answering, is not. On the fake clock.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { startHeartbeat } from '../../src/shared/kernel/api/publish-subscription.ts';

afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => undefined);

test('a connection that stops answering right after an answer is taken for lost within 4 s', async () => {
  vi.useFakeTimers();
  let answering = true;
  const lostAt: number[] = [];
  const stop = startHeartbeat(
    () => (answering ? Promise.resolve() : never()),
    () => lostAt.push(Date.now()),
  );
  // Every ping answered, at the end of this minute too: never lost.
  await vi.advanceTimersByTimeAsync(60_000);
  expect(lostAt).toEqual([]);
  const cutAt = Date.now();
  answering = false;
  await vi.advanceTimersByTimeAsync(10_000);
  stop();
  // Told once: no ping is sent while the last one waits.
  expect(lostAt.length).toBe(1);
  expect(lostAt[0]! - cutAt).toBeLessThanOrEqual(4000);
});

test('a database that answers each ping in 1.5 s is not taken for lost', async () => {
  vi.useFakeTimers();
  let lost = 0;
  const stop = startHeartbeat(
    () => new Promise((resolve) => setTimeout(resolve, 1500)),
    () => (lost += 1),
  );
  await vi.advanceTimersByTimeAsync(60_000);
  stop();
  expect(lost).toBe(0);
});
