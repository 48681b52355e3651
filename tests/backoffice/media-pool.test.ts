/**
 * The media pool (decision 180): it takes as many files as it has threads and queue places and
 * refuses the next at once; closing it, or the back office that holds it, stops every thread it
 * started (tests start and stop many back offices: none may leave a thread behind).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { MediaPool, MediaPoolRefusal } from '../../src/backoffice/media/media-pool.ts';
import type { MediaTask } from '../../src/backoffice/media/media-worker.ts';
import { startTestBackoffice } from './start-test-backoffice.ts';

/** Every worker thread this process starts, and those that have exited (Node announces each new one on this channel). */
const started: Worker[] = [];
const exited = new Set<Worker>();
const onWorker = (message: unknown) => {
  const { worker } = message as { worker: Worker };
  started.push(worker);
  worker.once('exit', () => exited.add(worker));
};
beforeAll(() => subscribe('worker_threads', onWorker));
afterAll(() => unsubscribe('worker_threads', onWorker));

const guide = (slug: string): MediaTask => ({ kind: 'document', folder: 'document', slug });

test('takes as many files as it has threads and queue places, and refuses the next ones before rendering any', { timeout: 120_000 }, async () => {
  const pool = new MediaPool({ threads: 1, queue: 1 });
  try {
    const settled: number[] = [];
    const answers = ['first-guide', 'second-guide', 'third-guide', 'fourth-guide'].map((slug, index) =>
      pool.render(guide(slug)).then(
        (bytes) => (settled.push(index), bytes),
        (error: unknown) => (settled.push(index), error),
      ),
    );
    const [first, second, third, fourth] = await Promise.all(answers);
    for (const accepted of [first, second]) expect((accepted as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    for (const refused of [third, fourth]) expect(refused).toBeInstanceOf(MediaPoolRefusal);
    expect(settled.slice(0, 2)).toEqual([2, 3]);
    // Room again once they are done.
    expect((await pool.render(guide('fifth-guide')))!.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await pool.close();
  }
});

test('closing refuses what waits and stops every thread it started', { timeout: 120_000 }, async () => {
  const before = started.length;
  const pool = new MediaPool({ threads: 2, queue: 8 });
  const waiting = ['a-guide', 'b-guide', 'c-guide'].map((slug) => pool.render(guide(slug)).catch((error: unknown) => error));
  expect(started.length).toBeGreaterThan(before);
  await pool.close();
  for (const answer of await Promise.all(waiting)) expect(answer).toBeInstanceOf(MediaPoolRefusal);
  expect(started.slice(before).filter((worker) => !exited.has(worker))).toEqual([]);
  await expect(pool.render(guide('late-guide'))).rejects.toBeInstanceOf(MediaPoolRefusal);
});

test('a back office stops its media threads when it closes, even with a file rendering', { timeout: 120_000 }, async () => {
  const before = started.length;
  const backoffice = await startTestBackoffice();
  expect((await fetch(`${backoffice.origin}/media/visual/category-wood.webp`)).status).toBe(200);
  expect(started.length).toBeGreaterThan(before);
  // A sheet the back office is rendering as it closes.
  const renders = vi.spyOn(MediaPool.prototype, 'render');
  const rendering = fetch(`${backoffice.origin}/media/sheet/en/fine-finish-smoothing-powder.pdf`).catch((error: unknown) => error);
  await vi.waitFor(() => expect(renders).toHaveBeenCalled(), { timeout: 60_000, interval: 5 });
  renders.mockRestore();
  await backoffice.stop();
  await rendering;
  expect(started.slice(before).filter((worker) => !exited.has(worker))).toEqual([]);
});
